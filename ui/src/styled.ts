/**
 * The design system's styling API: styled-components 6, as every front end writes with it
 * (`styled`, `css`, `keyframes`, `createGlobalStyle`, `useTheme`), from `ui`. Only this file
 * imports styled-components (lint keeps it so), for two promises the apps were written against:
 *
 * - `.attrs({...})` with an object gives *defaults*: a prop the caller passes wins. In
 *   styled-components an attr wins over the caller's prop; here an object is turned into the
 *   function that fills only what the caller left out. A function passed to `.attrs` is
 *   styled-components' own, unchanged.
 * - `useTheme()` answers the theme outside a `ThemeProvider` too (a chart drawn in a test).
 *
 * Everything else is styled-components itself: `$`-prefixed props kept off the element, `as`,
 * `keyframes` interpolated into templates, the theme from `UiProvider`'s `ThemeProvider`. `ui` is
 * a shared singleton, so a page has one styled-components and one style sheet.
 */
import { useContext } from 'react';
import { styled as base, ThemeContext } from 'styled-components';
import { theme, type Theme } from './theme';

export { css, createGlobalStyle, keyframes, ThemeProvider, type DefaultTheme, type Interpolation, type RuleSet } from 'styled-components';

// Typed `props.theme` in every app that imports `ui`, with no tsconfig include: the augmentation
// lives here. Members one by one: `extends Theme {}` would be an empty interface, which lint forbids.
declare module 'styled-components' {
  export interface DefaultTheme {
    colors: Theme['colors'];
    radius: Theme['radius'];
    shadow: Theme['shadow'];
    shadowLg: Theme['shadowLg'];
    font: Theme['font'];
    sidebar: Theme['sidebar'];
    breakpoints: Theme['breakpoints'];
    zIndex: Theme['zIndex'];
  }
}

type Props = Record<string, unknown>;

/** An object of attrs as the function that fills in only the props the caller did not pass. */
export function defaultsFirst(attrs: unknown): unknown {
  if (typeof attrs !== 'object' || attrs === null) return attrs;
  const defaults = attrs as Props;
  return (props: Props) => {
    const filled: Props = {};
    for (const key in defaults) filled[key] = props[key] === undefined ? defaults[key] : props[key];
    return filled;
  };
}

type Method = (this: unknown, ...args: unknown[]) => object;

/** A styled-components template whose `.attrs` (and what `.withConfig` makes) take defaults. */
function withDefaultAttrs<T extends object>(template: T): T {
  return new Proxy(template, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key === 'attrs') return (attrs: unknown) => withDefaultAttrs((value as Method).call(target, defaultsFirst(attrs)));
      // The compile-time plugin adds `.withConfig({ displayName, componentId })` to every template.
      if (key === 'withConfig') return (config: unknown) => withDefaultAttrs((value as Method).call(target, config));
      return value;
    },
  });
}

const tags = new Map<string | symbol, unknown>();

/** `styled.button\`…\``, `styled(Component)\`…\``: styled-components' `styled`, with `.attrs` taking defaults. */
export const styled: typeof base = new Proxy(base, {
  apply: (target, thisArg, args: Parameters<typeof base>) => withDefaultAttrs(Reflect.apply(target, thisArg, args) as object),
  get(target, key, receiver) {
    const value = Reflect.get(target, key, receiver) as unknown;
    if (typeof value !== 'function' || !Object.prototype.hasOwnProperty.call(target, key)) return value;
    let made = tags.get(key);
    if (made === undefined) tags.set(key, (made = withDefaultAttrs(value)));
    return made;
  },
});

/** The theme, for code outside a template (a chart's colours): the provider's, or ui's own. */
export function useTheme(): Theme {
  return (useContext(ThemeContext) as Theme | undefined) ?? theme;
}
