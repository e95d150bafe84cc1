// The identification step's place on /onboarding (spec 000 s.2.7: a third-party identity widget in
// an embedded frame): the terms, the frame and the invite (IdentityFrame). Identification is
// personal: the frame shows this person's state even when another person has done the merchant's step.
import { Stack } from '../../../engine';
import { IdentityFrame } from '../IdentityFrame';

export function IdentificationStep({ merchant, onDone }: { merchant: number; onDone: () => void }) {
  return (
    <Stack data-testid="onboarding-identification">
      <IdentityFrame merchant={merchant} onPassed={onDone} />
    </Stack>
  );
}
