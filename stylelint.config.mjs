/**
 * Stylelint for every stylesheet (part of `pnpm lint`). An unclosed block is a syntax error; unknown
 * properties and duplicate selectors are errors from the standard config. The few rules tuned below keep
 * the project's conventions instead of fighting them.
 * @type {import('stylelint').Config}
 */
export default {
  extends: ['stylelint-config-standard'],
  ignoreFiles: [
    '**/node_modules/**',
    '**/dist/**',
    '**/coverage/**',
    '**/playwright-report/**',
    '**/test-results/**',
  ],
  reportNeedlessDisables: true,
  rules: {
    // BEM: block, block__element, block--modifier, each part in kebab-case (ASCII: class names are code,
    // only the text the user reads is French).
    'selector-class-pattern': [
      '^[a-z][a-z0-9]*(-[a-z0-9]+)*(__[a-z0-9]+(-[a-z0-9]+)*)?(--[a-z0-9]+(-[a-z0-9]+)*)?$',
      { message: (selector) => `« ${selector} » : nom de classe BEM attendu (bloc__element--modificateur)` },
    ],
    // The stylesheets write colours as rgba(r, g, b, 0.5) and media queries as (max-width: …): one style,
    // kept consistent rather than rewritten.
    'color-function-notation': 'legacy',
    'color-function-alias-notation': 'with-alpha',
    'alpha-value-notation': 'number',
    'media-feature-range-notation': 'prefix',
    // A grid's areas read best as columns, rows and areas apart, not folded into grid-template.
    'declaration-block-no-redundant-longhand-properties': [true, { ignoreShorthands: ['grid-template'] }],
    // States are written in the order a reader expects (base, :hover, :disabled); the rule compares
    // selectors that never match the same element and would force an unnatural order.
    'no-descending-specificity': null,
  },
};
