// rjsf Form with the @rjsf/mantine templates. The theme's own widgets are not loaded: ours replace
// them, and their index pulls dayjs plugins by an extension-less path that Node ESM (vitest) rejects.
import { withTheme } from '@rjsf/core';
import { generateTemplates } from '@rjsf/mantine/lib/templates/index.js';

export const ThemedForm = withTheme({ templates: generateTemplates() });
