// no-restricted-imports reads import declarations and re-exports only, so a lazy `import('...')`
// could cross a folder boundary unseen. This rule applies the same `patterns` (each a `regex` and a
// `message`, matched as no-restricted-imports matches them: case-insensitive unless `caseSensitive`)
// to every dynamic import whose source is a string literal or a template without expressions.

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'The boundary patterns of no-restricted-imports, applied to dynamic imports' },
    schema: [
      {
        type: 'object',
        properties: {
          patterns: {
            type: 'array',
            items: {
              type: 'object',
              properties: { regex: { type: 'string' }, message: { type: 'string' }, caseSensitive: { type: 'boolean' } },
              required: ['regex', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['patterns'],
        additionalProperties: false,
      },
    ],
    messages: { restricted: "'{{source}}' import is restricted from being used by a pattern. {{message}}" },
  },
  create(context) {
    const patterns = context.options[0].patterns.map((p) => ({ matcher: new RegExp(p.regex, p.caseSensitive ? 'u' : 'iu'), message: p.message }));
    return {
      ImportExpression(node) {
        const { source } = node;
        const text =
          source.type === 'Literal' && typeof source.value === 'string' ? source.value
          : source.type === 'TemplateLiteral' && source.expressions.length === 0 ? source.quasis[0].value.cooked
          : undefined;
        if (text === undefined) return;
        // Like no-restricted-imports, one report per pattern that matches.
        for (const { matcher, message } of patterns) {
          if (matcher.test(text.trim())) context.report({ node: source, messageId: 'restricted', data: { source: text, message } });
        }
      },
    };
  },
};
