import { describe, expect, it } from '@jest/globals';
import { csvDocument } from './csv';

describe('csvDocument', () => {
  it('keeps text a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    const text = csvDocument(
      [
        ['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', '\u2212x', 'a;b', 'ok'],
        [-4.5, 12, 0.1],
      ],
      { decimalComma: true },
    );
    expect(text).toBe(
      "\uFEFF'=HYPERLINK(\"x\")';'+1;'-2;'@SUM(A1);'\u2212x;\"a;b\";ok\r\n-4,5;12;0,1\r\n".replace(
        '\'=HYPERLINK("x")\'',
        '"\'=HYPERLINK(""x"")"',
      ),
    );
  });
});
