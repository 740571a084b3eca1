/** @jest-environment node */
import { citationFilterCss } from './citation-filter';

describe('citationFilterCss', () => {
  it('writes one rule per application that hides the other applications while it is checked', () => {
    expect(citationFilterCss('citations', ['WB', 'IHC-P'])).toBe(
      '#citations:has(input[value="WB"]:checked) li[data-application]:not([data-application="WB"]){display:none}\n' +
        '#citations:has(input[value="IHC-P"]:checked) li[data-application]:not([data-application="IHC-P"]){display:none}',
    );
  });

  it('leaves out codes that could break out of the rule', () => {
    expect(citationFilterCss('citations', ['WB"]{}</style>', 'a b'])).toBe('');
  });
});
