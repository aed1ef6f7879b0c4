/**
 * The design system's styling API: `styled`, `css`, `keyframes`, `createGlobalStyle` and
 * `useTheme`, written as the apps wrote them with styled-components (tagged templates, props
 * read by functions, `$`-prefixed props kept off the element, `as`), on goober's engine.
 *
 * Why not styled-components: it and its CSS parser (stylis) were 12.7 KB gzip of the first
 * screen and parsed every new style at run time; goober is 1.8 KB minified and turns a rule into
 * CSS with a few regular expressions. What goober does here: hash a rule into a class name and
 * turn it into CSS. What this file does: the template's interpolations as styled-components
 * resolves them, the theme, the props, a cache of the rules already written (so a re-render
 * does no work in the style sheet), and the page's style sheets: each commit's new rules in one
 * `<style>` (goober alone rewrites its one `<style>` whole for every new rule).
 *
 * `ui` is shared as a singleton, so there is one copy of this per page.
 * The theme is one constant (there is no dark mode), so no provider is needed.
 */
import { createElement, useInsertionEffect, type ComponentPropsWithRef, type ElementType, type JSX, type ReactElement } from 'react';
import { css as gooberCss } from 'goober';
import { theme, type Theme } from './theme';

/** The type of `props.theme` in every styled component. */
export type DefaultTheme = Theme;

interface ThemeProps {
  theme: DefaultTheme;
}

/** A `css` block: resolved against the props of the component it is interpolated into. */
export type RuleSet<P extends object = object> = (props: P & ThemeProps) => string;

/** What a template may interpolate: text, a number, nothing, a `css` block, or a function of the props returning one of these. */
export type Interpolation<P extends object> =
  | string
  | number
  | false
  | null
  | undefined
  | RuleSet<P>
  | ((props: P & ThemeProps) => Interpolation<P>)
  | readonly Interpolation<P>[];

/** A component made by `styled`: the base element's or component's props, plus `as`. */
export type StyledComponent<P extends object> = ((props: P & { as?: ElementType }) => ReactElement) & { displayName?: string };

/** `styled.div`, `styled(Link)`: a tagged template making a component, or `.attrs({...})` first. */
export interface StyledTemplate<Base extends object> {
  <P extends object = object>(strings: TemplateStringsArray, ...interpolations: Interpolation<Base & P>[]): StyledComponent<Base & P>;
  /** Props every element gets unless the caller passes its own (only fixed values). */
  attrs(defaults: Partial<Base>): StyledTemplate<Base>;
}

type Styled = (<C extends ElementType>(component: C) => StyledTemplate<ComponentPropsWithRef<C>>) & {
  readonly [Tag in keyof JSX.IntrinsicElements]: StyledTemplate<JSX.IntrinsicElements[Tag]>;
};

function flatten<P extends object>(value: Interpolation<P>, props: P & ThemeProps): string {
  if (value === null || value === undefined || value === false || value === '') return '';
  if (typeof value === 'function') return flatten(value(props), props);
  if (Array.isArray(value)) return (value as readonly Interpolation<P>[]).map((item) => flatten(item, props)).join('');
  return String(value as string | number);
}

function compile<P extends object>(strings: readonly string[], interpolations: readonly Interpolation<P>[], props: P & ThemeProps): string {
  let text = strings[0]!;
  for (let i = 0; i < interpolations.length; i++) text += flatten(interpolations[i], props) + strings[i + 1]!;
  return text;
}

/**
 * goober's parser reads a declaration only up to its `;`, so a last declaration written without
 * one (which CSS allows, and styled-components read) would be dropped: add the semicolon.
 */
export function withSemicolons(text: string): string {
  return text.replace(/([^\s;{}])(\s*)(?=}|$)/g, '$1;$2');
}

/**
 * Where goober writes: a string of ours, not a `<style>` of the page. goober reaches it as a
 * `target` whose `#_goober` element's text is {@link goober}. Writing to the page itself, goober
 * replaces the whole text of its one `<style>` for each new rule, so the browser parses every
 * rule again each time one is added: a first screen adds some 150. Here each new rule is taken
 * off that string at once, held, and put on the page by {@link flushStyles}.
 */
const goober = { data: '' };
const gooberTarget = { querySelector: () => ({ firstChild: goober, parentNode: true }) };
/** The rules written since the last flush: those to go before every other (`o`), and after. */
const pending = { before: '', after: '' };
/** Marks the `<style>` elements of this file. */
const SHEET = 'data-ui-styles';

/**
 * goober's call for a rule: `o` puts it before the others, `g` writes it without a class, `k` as
 * `@keyframes`. Returns goober's class name (or the animation's name).
 */
function write(text: string, how: { o?: boolean; g?: 1; k?: 1 }): string {
  // goober swaps the last global rules it wrote for the new ones in its sheet: show it them.
  if (how.g) goober.data = lastGlobal;
  const name = gooberCss.call({ ...how, target: gooberTarget }, withSemicolons(text));
  if (how.g) lastGlobal = goober.data;
  if (how.o) pending.before = goober.data + pending.before;
  else pending.after += goober.data;
  goober.data = '';
  return name;
}
let lastGlobal = '';

/**
 * Puts the rules written since the last call on the page, in one new `<style>` each for those
 * that go first and those that go last: the browser parses only them. Run by every styled
 * element's insertion effect (React runs those before layout effects and before paint), so a
 * commit adds its new rules at once and the later calls of the same commit find nothing to do.
 */
function flushStyles(): void {
  if (pending.before === '' && pending.after === '') return;
  const sheet = (text: string) => {
    const element = document.createElement('style');
    element.setAttribute(SHEET, '');
    element.textContent = text;
    return element;
  };
  if (pending.before !== '') document.head.insertBefore(sheet(pending.before), document.head.querySelector(`style[${SHEET}]`));
  if (pending.after !== '') document.head.appendChild(sheet(pending.after));
  pending.before = pending.after = '';
}

/** The class names of the rules already written, by rule text: a re-render touches no style sheet. */
const written = new Map<string, string>();
/** goober's class names: `go` and digits. */
const GOOBER_CLASS = /(?:^|\s)go\d/;

/**
 * The class of a rule, writing it once. A rule for an element that already carries a class of
 * ours (the inner component of `styled(Button)`) is put *before* the others, so the outer rule,
 * written first, still wins, as in styled-components (goober's own `o` flag does the placing).
 */
function classOf(rule: string, inner: boolean): string {
  let name = written.get(rule);
  if (name === undefined) {
    name = write(rule, { o: inner });
    written.set(rule, name);
  }
  return name;
}

function template<Base extends object>(tag: ElementType, defaults?: Partial<Base>): StyledTemplate<Base> {
  function make<P extends object>(strings: TemplateStringsArray, ...interpolations: Interpolation<Base & P>[]): StyledComponent<Base & P> {
    function StyledElement(props: Base & P & { as?: ElementType; className?: string }) {
      const all = (defaults ? { ...defaults, ...props } : props) as Base & P & { as?: ElementType; className?: string };
      const incoming = all.className;
      const name = classOf(compile(strings, interpolations, { ...all, theme }), incoming !== undefined && GOOBER_CLASS.test(incoming));
      const forwarded: Record<string, unknown> = {};
      const given = all as Record<string, unknown>;
      for (const key in given) if (key[0] !== '$' && key !== 'as' && key !== 'theme') forwarded[key] = given[key];
      forwarded.className = incoming ? `${name} ${incoming}` : name;
      useInsertionEffect(flushStyles);
      return createElement(all.as ?? tag, forwarded);
    }
    StyledElement.displayName = `styled(${typeof tag === 'string' ? tag : (tag as { displayName?: string; name?: string }).displayName ?? (tag as { name?: string }).name ?? 'Component'})`;
    return StyledElement;
  }
  return Object.assign(make, { attrs: (more: Partial<Base>) => template<Base>(tag, { ...defaults, ...more }) });
}

const templates = new Map<string, StyledTemplate<object>>();

/** `styled.button\`…\`` or `styled(Component)\`…\``, as in styled-components. */
export const styled = new Proxy(template as unknown as Styled, {
  apply: (_target, _this, [component]: [ElementType]) => template(component),
  // A function's own names (`call`, `name`…) stay its own, and `then` is not a tag: `styled` is no promise.
  get: (target, tag: string | symbol) => {
    if (typeof tag !== 'string' || tag in target || tag === 'then') return Reflect.get(target, tag) as unknown;
    let made = templates.get(tag);
    if (!made) templates.set(tag, (made = template(tag as keyof JSX.IntrinsicElements)));
    return made;
  },
}) as Styled;

/** A block of rules to interpolate into a styled template (resolved with that component's props). */
export function css<P extends object = object>(strings: TemplateStringsArray, ...interpolations: Interpolation<P>[]): RuleSet<P> {
  return (props) => compile(strings, interpolations, props);
}

/** An animation's name; its `@keyframes` reach the page with the next commit's styles. */
export function keyframes(strings: TemplateStringsArray, ...interpolations: Interpolation<object>[]): string {
  return write(compile(strings, interpolations, { theme }), { k: 1 });
}

/** A component that writes page-wide rules (once) when it renders, and renders nothing. */
export function createGlobalStyle(strings: TemplateStringsArray, ...interpolations: Interpolation<object>[]): () => null {
  let done = false;
  return function GlobalStyle() {
    if (!done) {
      write(compile(strings, interpolations, { theme }), { g: 1 });
      done = true;
    }
    useInsertionEffect(flushStyles);
    return null;
  };
}

/** The theme, for code outside a template (a chart's colours). */
export function useTheme(): DefaultTheme {
  return theme;
}
