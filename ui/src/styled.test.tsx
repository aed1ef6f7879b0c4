import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { createGlobalStyle, css, keyframes, styled, useTheme, withSemicolons } from './styled';
import { theme } from './theme';

/** The text of the style sheets the engine wrote, in the page's order. */
const sheet = () => [...document.querySelectorAll('style[data-ui-styles]')].map((style) => style.textContent).join('');
/** The rule text written for a class (`.go123{…}`), or undefined. */
const ruleOf = (element: Element, selector = '') => {
  const name = [...element.classList].find((c) => c.startsWith('go'));
  return sheet().match(new RegExp(`\\.${name}${selector}\\{[^}]*\\}`))?.[0];
};

describe('styled', () => {
  it('gives an element a class whose rule holds the template, resolved against its props and the theme', () => {
    const Box = styled.div<{ $wide: boolean }>`
      color: ${({ theme: t }) => t.colors.text};
      width: ${({ $wide }) => ($wide ? '20rem' : '10rem')};
    `;
    render(
      <>
        <Box $wide data-testid="wide" />
        <Box $wide={false} data-testid="narrow" />
      </>,
    );
    expect(ruleOf(screen.getByTestId('wide'))).toBe(`.${screen.getByTestId('wide').className}{color:${theme.colors.text};width:20rem;}`);
    expect(ruleOf(screen.getByTestId('narrow'))).toContain('width:10rem;');
  });

  it('keeps `$` props, `as` and the theme off the element, and renders `as` instead of its tag', () => {
    const Title = styled.h2<{ $tone: string }>`
      color: ${({ $tone }) => $tone};
    `;
    render(<Title as="h3" $tone="red" id="t" title="x">Rooms</Title>);
    const heading = screen.getByRole('heading', { level: 3, name: 'Rooms' });
    expect(heading.getAttributeNames().sort()).toEqual(['class', 'id', 'title']);
  });

  it('writes a rule once however often it renders, and a new rule only for new props', () => {
    const Tile = styled.span<{ $n: number }>`
      order: ${({ $n }) => $n};
    `;
    const { rerender } = render(<Tile $n={1} />);
    const once = sheet();
    rerender(<Tile $n={1} />);
    expect(sheet()).toBe(once);
    rerender(<Tile $n={2} />);
    expect(sheet().length).toBeGreaterThan(once.length);
    expect(sheet().match(/order:1;/g)).toHaveLength(1);
  });

  it('reads nested css blocks, arrays and falsy values as styled-components did', () => {
    const solid = (colour: string) => css`
      background: ${colour};
      &:hover {
        background: black;
      }
    `;
    const Button = styled.button<{ $on: boolean }>`
      ${({ $on }) => $on && solid('green')}
      ${({ $on }) => !$on && [null, undefined, false, '', 'opacity: 0.5;']}
      ${() => css`
        padding: ${1}rem;
      `}
    `;
    render(
      <>
        <Button $on>on</Button>
        <Button $on={false}>off</Button>
      </>,
    );
    const on = screen.getByRole('button', { name: 'on' });
    expect(ruleOf(on)).toContain('background:green;padding:1rem;');
    expect(ruleOf(on, ':hover')).toContain('background:black;');
    expect(ruleOf(screen.getByRole('button', { name: 'off' }))).toMatch(/\{opacity:0\.5;padding:1rem;\}/);
  });

  it('keeps a last declaration written without its semicolon', () => {
    const Note = styled.p`
      margin: 0;
      color: red
    `;
    render(<Note>note</Note>);
    expect(ruleOf(screen.getByText('note'))).toContain('color:red;');
    expect(withSemicolons('a { b: c }\n d: e')).toBe('a { b: c; }\n d: e;');
    expect(withSemicolons('a { b: c; }\n')).toBe('a { b: c; }\n');
  });

  it('extends a component: the outer rule comes after the inner one, so it wins', () => {
    const Inner = styled.button`
      color: blue;
    `;
    const Outer = styled(Inner)`
      color: red;
    `;
    render(<Outer>go</Outer>);
    const button = screen.getByRole('button', { name: 'go' });
    const [inner, outer] = button.className.split(' ');
    expect(sheet().indexOf(`.${inner}{color:blue;}`)).toBeLessThan(sheet().indexOf(`.${outer}{color:red;}`));
    expect(sheet().indexOf(`.${inner}{`)).toBeGreaterThanOrEqual(0);
  });

  it('passes refs and fixed attrs through, the caller overriding an attr', () => {
    const Icon = styled.span.attrs({ 'aria-hidden': true, title: 'icon' })`
      display: inline-block;
    `;
    const ref = createRef<HTMLSpanElement>();
    render(
      <>
        <Icon ref={ref} data-testid="a" />
        <Icon title="mine" data-testid="b" />
      </>,
    );
    expect(ref.current).toBe(screen.getByTestId('a'));
    expect(screen.getByTestId('a')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByTestId('b')).toHaveAttribute('title', 'mine');
  });

  it('writes keyframes under the name it returns, with the next commit, and global rules once', () => {
    const spin = keyframes`
      from { transform: rotate(0deg); }
      to { transform: rotate(360deg) }
    `;
    const Global = createGlobalStyle`
      body { color: ${({ theme: t }) => t.colors.text}; }
    `;
    const { rerender } = render(<Global />);
    rerender(<Global />);
    expect(sheet()).toContain(`@keyframes ${spin}{from{transform:rotate(0deg);}to{transform:rotate(360deg);}}`);
    expect(sheet().match(new RegExp(`body\\{color:${theme.colors.text};\\}`, 'g'))).toHaveLength(1);
  });

  it("puts a commit's new rules on the page in one style element, and nothing for a re-render", () => {
    const Cell = styled.td<{ $n: number }>`
      z-index: ${({ $n }) => $n};
    `;
    const sheets = () => document.querySelectorAll('style[data-ui-styles]').length;
    const row = (from: number) => (
      <table>
        <tbody>
          <tr>
            {[0, 1, 2, 3, 4].map((i) => (
              <Cell key={i} $n={from + i} />
            ))}
          </tr>
        </tbody>
      </table>
    );
    const before = sheets();
    const { rerender } = render(row(100));
    expect(sheets()).toBe(before + 1);
    expect(sheet()).toContain('z-index:104;');
    rerender(row(100));
    expect(sheets()).toBe(before + 1);
    rerender(row(200));
    expect(sheets()).toBe(before + 2);
  });

  it('writes two global styles, each once', () => {
    const First = createGlobalStyle`
      html { scroll-behavior: smooth; }
    `;
    const Second = createGlobalStyle`
      main { display: block; }
    `;
    render(
      <>
        <First />
        <Second />
      </>,
    );
    expect(sheet()).toContain('html{scroll-behavior:smooth;}');
    expect(sheet()).toContain('main{display:block;}');
  });

  it('is a function with its own names, and no promise', async () => {
    expect(await Promise.resolve(styled)).toBe(styled);
    expect(typeof styled.call).toBe('function');
  });

  it('gives code outside templates the theme', () => {
    function Swatch() {
      return <i data-testid="swatch">{useTheme().colors.primary}</i>;
    }
    render(<Swatch />);
    expect(screen.getByTestId('swatch')).toHaveTextContent(theme.colors.primary);
  });
});
