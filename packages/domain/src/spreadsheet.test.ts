import { describe, expect, it } from '@jest/globals';
import { spreadsheetText } from './spreadsheet';

describe('spreadsheetText', () => {
  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+33 6', `'+33 6`],
    ['-1', `'-1`],
    ['\u22121', `'\u22121`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tcmd', `'\tcmd`],
    ['\rcmd', `'\rcmd`],
  ])('neutralises %j', (value, expected) => {
    expect(spreadsheetText(value)).toBe(expected);
  });

  it('leaves other texts as they are, a sign inside included', () => {
    expect(spreadsheetText('Aiko')).toBe('Aiko');
    expect(spreadsheetText('Club A=B')).toBe('Club A=B');
    expect(spreadsheetText('')).toBe('');
  });
});
