import { whenWords } from './visit-words';
import type { Visit, VisitPass } from './visitors.operations';

/** What became of a share: handed to the phone's share sheet, copied, or neither (the words say what to do). */
export type Shared = { done: 'shared' | 'dismissed' } | { done: 'copied' | 'failed'; words: string };

/** The pass as a message the visitor can act on alone: where, when, and the code to tell the desk. */
export const passText = (visit: Visit, pass: VisitPass): string =>
  `Visitor pass to ${visit.hostelName}, ${whenWords(visit)}. At the front desk, give the code ${pass.code} and show an ID.`;

/**
 * Shares a pass by the phone's share sheet (`navigator.share`) where there is one, else copies its
 * text to the clipboard. Closing the share sheet is no failure; a share sheet that fails otherwise
 * falls back to the clipboard. Where neither works, the words tell the student to send the code.
 */
export async function sharePass(visit: Visit, pass: VisitPass): Promise<Shared> {
  const text = passText(visit, pass);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: `Visitor pass for ${visit.visitorName}`, text });
      return { done: 'shared' };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return { done: 'dismissed' };
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return { done: 'copied', words: `Copied the pass with its code ${pass.code}: paste it in a message to ${visit.visitorName}.` };
  } catch {
    return { done: 'failed', words: `Could not copy the pass here. Send ${visit.visitorName} the code ${pass.code} yourself.` };
  }
}
