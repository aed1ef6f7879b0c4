/** Where the browser keeps the last shelf used, so the desk's next parcel starts on it. */
const KEY = 'dormspace.frontDesk.shelf';

/** The shelf of the last parcel logged in this browser, or ''. */
export function rememberedShelf(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    // Storage refused (a private window): the shelf is typed again.
    return '';
  }
}

export function rememberShelf(shelf: string): void {
  try {
    localStorage.setItem(KEY, shelf);
  } catch {
    // As above: remembered for this visit only, by the form's own state.
  }
}
