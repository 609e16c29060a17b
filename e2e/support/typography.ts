/**
 * French typography rules, checked on the text the pages render (their visible text and the names they
 * give assistive technologies), so that a string added anywhere cannot bring back a straight apostrophe,
 * a hyphen for a minus sign, a missing elision or an ordinary space before « : ? ! ; ».
 */
import type { Page } from '@playwright/test';

export interface TypographyRule {
  name: string;
  /** A match is a fault; the report shows it with some text around it. */
  fault: RegExp;
}

const LETTER = 'A-Za-zÀ-ÖØ-öø-ÿŒœ';

export const TYPOGRAPHY_RULES: readonly TypographyRule[] = [
  // One apostrophe style: ’ (U+2019), never the typewriter ' between two letters.
  { name: 'apostrophe typographique', fault: new RegExp(`[${LETTER}]'[${LETTER}]`, 'u') },
  // A negative number takes the minus sign: −3 900, not -3 900.
  { name: 'signe moins', fault: /(?:^|[\s(])-\d/mu },
  // « de » and « que » elide before a vowel: « Statistiques d’Élodie », not « de Élodie ».
  { name: 'élision', fault: /(?:^|[\s(«’])(?:[Dd]e|[Qq]ue) [aeiouyàâäéèêëîïôöùûüAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜ]/u },
  // A no-break space (or the narrow one) before « : ? ! ; », never an ordinary one a line could break at.
  { name: 'espace insécable avant : ? ! ;', fault: / [:?!;](?=\s|$|[)»])/mu },
  // No parentheses inside parentheses (« 6 han, haneman » inside « (…) », not « (6 han (haneman)) »).
  { name: 'pas de parenthèses imbriquées', fault: /\([^()]*\(/u },
];

/** The page's text as read: what it shows and the names and hints it gives (labels, titles). */
export function renderedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap(
      (element) =>
        ['aria-label', 'title', 'placeholder', 'alt']
          .map((name) => element.getAttribute(name))
          .filter((value): value is string => Boolean(value)),
    );
    return [document.body.innerText, document.title, ...attributes].join('\n');
  });
}

/** Each fault of `rule` in `text`, with up to 25 characters around it. */
export function faultsOf(rule: TypographyRule, text: string): string[] {
  const global = new RegExp(rule.fault.source, `${rule.fault.flags.replace('g', '')}g`);
  return [...text.matchAll(global)].map((match) =>
    text.slice(Math.max(0, match.index - 25), match.index + match[0].length + 25).replace(/\n/g, '⏎'),
  );
}
