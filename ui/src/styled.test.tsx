import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { createGlobalStyle, css, defaultsFirst, keyframes, styled, ThemeProvider, useTheme } from './styled';
import { theme } from './theme';
import { UiProvider } from './ui-provider';

/** The text of styled-components' style sheet on the page. */
const sheet = () => [...document.querySelectorAll('style[data-styled]')].map((style) => style.textContent).join('');
/** The rule written for one of an element's classes (`.abc{…}`), whichever it is. */
const ruleOf = (element: Element, selector = '') =>
  [...element.classList].map((name) => sheet().match(new RegExp(`\\.${name}${selector}\\{[^}]*\\}`))?.[0]).find((rule) => rule !== undefined);

describe("ui's styled, on styled-components", () => {
  it('gives an element a class whose rule holds the template, resolved against its props and the theme', () => {
    const Box = styled.div<{ $wide: boolean }>`
      color: ${({ theme: t }) => t.colors.text};
      width: ${({ $wide }) => ($wide ? '20rem' : '10rem')};
    `;
    render(
      <UiProvider>
        <Box $wide data-testid="wide" />
        <Box $wide={false} data-testid="narrow" />
      </UiProvider>,
    );
    expect(ruleOf(screen.getByTestId('wide'))).toMatch(new RegExp(`\\{color:${theme.colors.text};width:20rem;\\}$`));
    expect(ruleOf(screen.getByTestId('narrow'))).toContain('width:10rem;');
  });

  it('keeps `$` props, `as` and the theme off the element, and renders `as` instead of its tag', () => {
    const Title = styled.h2<{ $tone: string }>`
      color: ${({ $tone }) => $tone};
    `;
    render(<Title as="h3" $tone="red" id="t" title="x">Rooms</Title>);
    const heading = screen.getByRole('heading', { level: 3, name: 'Rooms' });
    expect(heading.getAttributeNames().sort()).toEqual(['class', 'id', 'title']);
    expect(ruleOf(heading)).toContain('color:red;');
  });

  it('reads nested css blocks, arrays and falsy values', () => {
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

  it('extends a component: the outer rule comes after the inner one, so it wins', () => {
    const Inner = styled.button`
      color: navy;
    `;
    const Outer = styled(Inner)`
      color: maroon;
    `;
    render(<Outer>go</Outer>);
    const button = screen.getByRole('button', { name: 'go' });
    const blue = sheet().search(/\{color:navy;\}/);
    const red = sheet().search(/\{color:maroon;\}/);
    expect(blue).toBeGreaterThanOrEqual(0);
    expect(red).toBeGreaterThan(blue);
    expect(ruleOf(button)).toBeDefined();
  });

  it('passes refs through, and takes attrs given as an object as defaults the caller overrides', () => {
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
    expect(screen.getByTestId('a')).toHaveAttribute('title', 'icon');
    expect(screen.getByTestId('b')).toHaveAttribute('title', 'mine');
    expect(screen.getByTestId('b')).toHaveAttribute('aria-hidden', 'true');
  });

  it("keeps defaults through styled-components' own withConfig (what the compile-time plugin adds) and on a styled component", () => {
    const Base = styled.span.withConfig({ displayName: 'Base', componentId: 'ui-test-base' }).attrs({ role: 'note' })`
      color: green;
    `;
    const Framed = styled(Base).attrs({ title: 'framed' })`
      border: 1px solid;
    `;
    render(
      <>
        <Framed data-testid="default" />
        <Framed role="status" title="own" data-testid="own" />
      </>,
    );
    expect(screen.getByTestId('default')).toHaveAttribute('role', 'note');
    expect(screen.getByTestId('default')).toHaveAttribute('title', 'framed');
    expect(screen.getByTestId('own')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('own')).toHaveAttribute('title', 'own');
    expect(screen.getByTestId('default').className).toContain('ui-test-base');
  });

  it("leaves attrs given as a function to styled-components: they win, as its documentation says", () => {
    const Forced = styled.input.attrs(() => ({ type: 'checkbox' }))``;
    render(<Forced type="text" aria-label="forced" />);
    expect(screen.getByLabelText('forced')).toHaveAttribute('type', 'checkbox');
    const fill = defaultsFirst({ a: 1, b: 2 }) as (props: Record<string, unknown>) => Record<string, unknown>;
    expect(fill({ a: 5, c: 3 })).toEqual({ a: 5, b: 2 });
    expect(defaultsFirst(null)).toBeNull();
  });

  it('interpolates keyframes into a template and writes them with its rule; global rules once', () => {
    const spin = keyframes`
      from { transform: rotate(0deg); }
      to { transform: rotate(360deg) }
    `;
    const Ring = styled.span`
      animation: ${spin} 1s linear infinite;
    `;
    const Global = createGlobalStyle`
      body { color: ${({ theme: t }) => t.colors.text}; }
    `;
    const { rerender } = render(
      <ThemeProvider theme={theme}>
        <Global />
        <Ring data-testid="ring" />
      </ThemeProvider>,
    );
    rerender(
      <ThemeProvider theme={theme}>
        <Global />
        <Ring data-testid="ring" />
      </ThemeProvider>,
    );
    const name = spin.getName();
    expect(ruleOf(screen.getByTestId('ring'))).toContain(`animation:${name} 1s linear infinite;`);
    expect(sheet()).toContain(`@keyframes ${name}{from{transform:rotate(0deg);}to{transform:rotate(360deg);}}`);
    expect(sheet().match(new RegExp(`body\\{color:${theme.colors.text};\\}`, 'g'))).toHaveLength(1);
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
    expect(sheet().match(/order:1;/g)).toHaveLength(1);
    expect(sheet()).toContain('order:2;');
  });

  it('is a function with its own names, and no promise', async () => {
    expect(await Promise.resolve(styled)).toBe(styled);
    expect(typeof styled.call).toBe('function');
    expect(styled.div).toBe(styled.div);
  });

  it("gives code outside templates the provider's theme, and ui's own outside a provider", () => {
    function Swatch() {
      return <i data-testid="swatch">{useTheme().colors.primary}</i>;
    }
    const other = { ...theme, colors: { ...theme.colors, primary: '#000000' } };
    const { unmount } = render(<Swatch />);
    expect(screen.getByTestId('swatch')).toHaveTextContent(theme.colors.primary);
    unmount();
    render(
      <ThemeProvider theme={other}>
        <Swatch />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('swatch')).toHaveTextContent('#000000');
  });
});
