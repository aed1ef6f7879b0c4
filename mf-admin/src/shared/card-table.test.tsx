import { render, screen } from '@testing-library/react';
import { UiProvider } from 'ui';
import { cardLabels } from '../test-utils/card-layout';
import { CARD_WIDTH, CardCell, CardRow, CardTable } from './card-table';

/**
 * The declarations for `element`'s own class inside `@container (max-width: …)`, by the rest of
 * their selector (as the CSSOM writes it), later rules winning as in the cascade.
 */
function narrowRules(element: Element): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  for (const sheet of [...document.styleSheets]) {
    for (const rule of [...sheet.cssRules]) {
      if (!(rule instanceof CSSContainerRule) || !rule.conditionText.includes(`max-width: ${CARD_WIDTH}`)) continue;
      for (const inner of [...rule.cssRules]) {
        if (!(inner instanceof CSSStyleRule)) continue;
        for (const selector of inner.selectorText.split(',').map((s) => s.trim())) {
          const own = [...element.classList].find((name) => selector.startsWith(`.${name}.${name} `));
          if (!own) continue;
          const key = selector.slice(`.${own}.${own} `.length);
          const declared = Object.fromEntries(Array.from({ length: inner.style.length }, (_, i) => inner.style.item(i)).map((property) => [property, inner.style.getPropertyValue(property)]));
          rules.set(key, { ...rules.get(key), ...declared });
        }
      }
    }
  }
  return rules;
}

describe('a table that turns into cards where it is narrow', () => {
  beforeEach(() => {
    render(
      <UiProvider>
        <CardTable label="Requests" columns={['Name', 'Where', 'Action']}>
          <CardRow>
            <CardCell label="Name">Asha</CardCell>
            <CardCell label="Where">Pune</CardCell>
            <CardCell label="Action">
              <button type="button">Approve</button>
            </CardCell>
          </CardRow>
        </CardTable>
      </UiProvider>,
    );
  });

  it('stays a table to assistive technology, each cell naming its column', () => {
    const table = screen.getByRole('table', { name: 'Requests' });
    expect(cardLabels(table)).toEqual({ headings: ['Name', 'Where', 'Action'], rows: [['Name', 'Where', 'Action']] });
  });

  it('asks its own box, not the screen, and below 40rem lays rows out as labelled cards with the actions at the foot', () => {
    const frame = screen.getByRole('table').closest('[data-layout="cards-when-narrow"]')!;
    expect(getComputedStyle(frame).getPropertyValue('container-type')).toBe('inline-size');
    const narrow = narrowRules(frame);
    expect(narrow.get('tr')?.display).toBe('block');
    expect(narrow.get('td')?.display).toBe('grid');
    expect(narrow.get('td::before')?.content).toBe('attr(data-label)');
    // The headings leave sight (each card says its labels), the sideways scroll and its hint go.
    expect(narrow.get('thead')?.position).toBe('absolute');
    expect(narrow.get('[role="region"]')?.overflow).toBe('visible');
    expect(narrow.get('[role="region"]~p')?.display).toBe('none');
    // The actions: in the card's flow, not stuck to a right edge that is off-screen.
    expect(narrow.get('td:last-child')?.position).toBe('static');
  });
});
