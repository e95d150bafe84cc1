// Checkout design editor (spec 001 s.2-4, issue 12): the page is the record file
// schemas/records/design_edit.json (status, actions, activation progress polled while the review
// runs, the design_configuration form, saving as a copy); the bespoke part is the preview beside the
// form: the desktop (1200) and mobile (360) checkout with the configuration as it is being edited.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NativeSelect, RecordSlots, Stack, pageFor, useDesignsConfigQuery, type RecordSlotProps } from '../../engine';
import type { ScreenProps } from '../registry';
import { PreviewFrame } from './PreviewFrame';

const RecordPage = pageFor('engine/record')!;

export default function DesignEditor({ title }: ScreenProps) {
  const { merchant_id: merchant = '', hash = '' } = useParams();
  const config = useDesignsConfigQuery({ merchant: Number(merchant) }, { skip: !Number(merchant) });
  const data = config.data;
  const slots = useMemo(() => ({ preview: (props: RecordSlotProps) => (data ? <Preview config={data} {...props} /> : null) }), [data]);
  return (
    <RecordSlots.Provider value={slots}>
      <RecordPage key={hash} title={title} schemaId="design_edit" />
    </RecordSlots.Provider>
  );
}

type Config = { preview_url: string; languages: string[]; device_widths: { desktop: number; mobile: number } };

function Preview({ config, reply, form }: { config: Config } & RecordSlotProps) {
  const { t } = useTranslation();
  const [lang, setLang] = useState('en');
  const source = (reply as { source_code_html?: string } | undefined)?.source_code_html ?? '';
  const configuration = form?.configuration;
  const input = useMemo(() => ({ source, configuration: configuration ?? {}, lang }), [source, configuration, lang]);
  return (
    <Stack gap="sm">
      <NativeSelect label={t('Preview language')} value={lang} onChange={(e) => setLang(e.currentTarget.value)}
        data={config.languages.map((l) => ({ value: l, label: l === 'uk' ? t('Ukrainian') : t('English') }))} style={{ maxWidth: 240 }} />
      <PreviewFrame url={config.preview_url} device="desktop" width={config.device_widths.desktop} height={900} title={t('Desktop preview')} input={input} />
      <PreviewFrame url={config.preview_url} device="mobile" width={config.device_widths.mobile} height={640} title={t('Mobile preview')} input={input} />
    </Stack>
  );
}
