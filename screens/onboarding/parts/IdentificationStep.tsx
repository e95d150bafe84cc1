// The identification step's place on /onboarding (spec 000 s.2.7: a third-party identity widget in
// an embedded frame). The identity frame, terms and invite are built separately and plug in here;
// until then the step shows its state, read from the onboarding steps.
import { useTranslation } from 'react-i18next';
import { Stack, Text } from '../../../engine';

export function IdentificationStep({ done }: { merchant: number; done: boolean; onDone: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack data-testid="onboarding-identification">
      <Text>{done ? t('Identification is complete.') : t('Confirm the identity of the company representative: a document and a selfie.')}</Text>
    </Stack>
  );
}
