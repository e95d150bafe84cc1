// The identification step's place on /onboarding (spec 000 s.2.7: a third-party identity widget in
// an embedded frame): the terms, the frame and the invite (IdentityFrame); once passed, its state.
import { useTranslation } from 'react-i18next';
import { Stack, Text } from '../../../engine';
import { IdentityFrame } from '../IdentityFrame';

export function IdentificationStep({ merchant, done, onDone }: { merchant: number; done: boolean; onDone: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Stack data-testid="onboarding-identification">
      {done ? <Text>{t('Identification is complete.')}</Text> : <IdentityFrame merchant={merchant} onPassed={onDone} />}
    </Stack>
  );
}
