import { styled } from './styled';

/**
 * Text for screen readers only: hidden from sight with the usual rules, still read, and still
 * the name of the element it sits in (a column of buttons' heading, an icon button's label).
 * A `<span>`; `as="div"` for a block.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
