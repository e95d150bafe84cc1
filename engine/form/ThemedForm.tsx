// rjsf Form with the @rjsf/mantine templates. The theme's own widgets are not loaded: ours replace
// them, and their index pulls dayjs plugins by an extension-less path that Node ESM (vitest) rejects.
// Templates are picked one by one: the theme's BaseInputTemplate (Mantine NumberInput +
// react-number-format) only serves rjsf's own widgets, which never render here; the object template
// wraps each property in a plain div instead of a Mantine Box (same markup, less work per field).
import { withTheme } from '@rjsf/core';
import { Container, Group, SimpleGrid, Stack } from '@mantine/core';
import {
  buttonId,
  canExpand,
  descriptionId,
  getTemplate,
  getUiOptions,
  titleId,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';
import ArrayFieldItemTemplate from '@rjsf/mantine/lib/templates/ArrayFieldItemTemplate.js';
import ArrayFieldTemplate from '@rjsf/mantine/lib/templates/ArrayFieldTemplate.js';
import ArrayFieldTitleTemplate from '@rjsf/mantine/lib/templates/ArrayFieldTitleTemplate.js';
import ButtonTemplates from '@rjsf/mantine/lib/templates/ButtonTemplates/index.js';
import DescriptionField from '@rjsf/mantine/lib/templates/DescriptionField.js';
import FieldTemplate from '@rjsf/mantine/lib/templates/FieldTemplate.js';
import TitleField from '@rjsf/mantine/lib/templates/TitleField.js';
import WrapIfAdditionalTemplate from '@rjsf/mantine/lib/templates/WrapIfAdditionalTemplate.js';
import { FieldHelpTemplate } from './FieldHelpTemplate';
import { FieldGroups, type FieldGroup } from './FieldGroups';
import { LinkField } from './LinkField';

function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const {
    title,
    description,
    disabled,
    properties,
    optionalDataControl,
    onAddProperty,
    readonly,
    required,
    schema,
    uiSchema,
    fieldPathId,
    formData,
    registry,
  } = props;
  const { AddButton } = registry.templates.ButtonTemplates;
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const inTitle = !readonly && !disabled;
  const cols = typeof uiOptions.gridCols === 'number' ? uiOptions.gridCols : 1;
  const spacing = uiOptions.gridSpacing as never;
  const verticalSpacing = uiOptions.gridVerticalSpacing as never;
  const fields = (
    <>
      {!inTitle ? optionalDataControl : undefined}
      <FieldGroups
        properties={properties}
        groups={uiOptions.groups as FieldGroup[] | undefined}
        registry={registry}
        columns={cols}
      />
    </>
  );
  return (
    <Container id={fieldPathId.$id} p={0}>
      {title && (
        // eslint-disable-next-line react-hooks/static-components -- looked up in rjsf's registry, the same component every render
        <TitleFieldTemplate
          id={titleId(fieldPathId)}
          title={title}
          required={required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
          optionalDataControl={inTitle ? optionalDataControl : undefined}
        />
      )}
      {description && (
        // eslint-disable-next-line react-hooks/static-components -- looked up in rjsf's registry, the same component every render
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      {cols > 1 ? (
        <SimpleGrid cols={cols} spacing={spacing} verticalSpacing={verticalSpacing} mb="sm">
          {fields}
        </SimpleGrid>
      ) : (
        // One column: a flex column, as SimpleGrid's grid looks with one column. A keystroke lays out
        // the field's ancestors again, and a grid of hundreds of fields costs twice what a flex
        // column does (issue 15, browser form bench trace).
        <Stack gap={verticalSpacing ?? spacing ?? 'md'} mb="sm">
          {fields}
        </Stack>
      )}
      {canExpand(schema, uiSchema, formData) && (
        <Group mt="xs" justify="flex-end">
          <AddButton
            id={buttonId(fieldPathId, 'add')}
            disabled={disabled || readonly}
            onClick={onAddProperty}
            className="rjsf-object-property-expand"
            uiSchema={uiSchema}
            registry={registry}
          />
        </Group>
      )}
    </Container>
  );
}

export const ThemedForm = withTheme({
  /** Engine fields, chosen with `ui:field` (docs/schemas.md). */
  fields: { link: LinkField },
  templates: {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    ArrayFieldTitleTemplate,
    ButtonTemplates: ButtonTemplates(),
    DescriptionFieldTemplate: DescriptionField,
    FieldHelpTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate: TitleField,
    WrapIfAdditionalTemplate,
  },
});
