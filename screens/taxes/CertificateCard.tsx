// What the cashier's certificate says (spec 001 s.3): the subject's CN and the tax objects with their
// registrars; a new certificate lets the user pick the tax object whose data fills the form.
import { useTranslation } from 'react-i18next';
import { Card, NativeSelect, Stack, Text } from '../../engine';

type Registrar = { Name: string; NumLocal: string; NumFiscal: string };
type TaxObject = { TaxObjId: string; OrgName: string; Address: string; Tin: string; Ipn: string; TransactionsRegistrars: Registrar[] };
export type Cert = { pszSubjCN: string; TaxObjects: TaxObject[] };

export function CertificateCard({ cert, chosen, onChoose }: { cert: Cert; chosen: number | null; onChoose: (i: number) => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid="taxes-cert-info">
      <Stack gap="xs">
        <Text><strong>{t('Certificate subject')}:</strong> <span data-testid="taxes-cert-cn">{cert.pszSubjCN}</span></Text>
        {chosen !== null && cert.TaxObjects.length > 1 && (
          <NativeSelect label={t('Tax object')} value={String(chosen)} onChange={(e) => onChoose(Number(e.currentTarget.value))}
            data={cert.TaxObjects.map((o, i) => ({ value: String(i), label: `${o.TaxObjId} · ${o.Address}` }))} data-testid="taxes-tax-object" />
        )}
        {cert.TaxObjects.map((o) => (
          <Text size="sm" key={o.TaxObjId} data-testid={`taxes-tax-object-${o.TaxObjId}`}>
            {t('Tax object')} {o.TaxObjId}: {o.OrgName}, {o.Address} · {t('Tax identification number')} {o.Tin}
            {o.TransactionsRegistrars.map((r) => ` · ${r.Name} (${r.NumFiscal})`).join('')}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
