/**
 * ESLint rule (issue 35): in an area whose words live in its message catalogs, a person reads no
 * English typed into a component. Reported: JSX text with a letter in it, and a string with a
 * letter given to an attribute people read or hear (aria-label, title, alt, placeholder, label,
 * description, …). Option `names`: words that are the same in every language (VetHub, VetDeals).
 */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
  'description',
  'error',
  'closeButtonLabel',
  'closeLabel',
  'linkLabel',
  'loadingLabel',
]);

const LETTER = /\p{L}/u;

function spoken(text, names) {
  let rest = text;
  for (const name of names) rest = rest.split(name).join('');
  return LETTER.test(rest);
}

export const noEnglishInJsx = {
  meta: {
    type: 'problem',
    docs: { description: 'Words people read come from the message catalogs (issue 35).' },
    schema: [
      {
        type: 'object',
        properties: { names: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      text: 'Words people read come from the catalog: t(…) instead of "{{text}}".',
    },
  },
  create(context) {
    const names = context.options[0]?.names ?? [];
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (spoken(node.value, names)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const value =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'JSXExpressionContainer' &&
                node.value.expression.type === 'Literal'
              ? node.value.expression.value
              : node.value.type === 'JSXExpressionContainer' &&
                  node.value.expression.type === 'TemplateLiteral' &&
                  node.value.expression.expressions.length === 0
                ? node.value.expression.quasis[0]?.value.cooked
                : null;
        if (typeof value === 'string' && spoken(value, names)) report(node, value);
      },
    };
  },
};
