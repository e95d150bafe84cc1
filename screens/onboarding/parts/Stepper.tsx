// The onboarding stepper (spec 000 s.2.7): the steps in order with done/total, each done (check),
// open (the current one) or locked (later ones). A done or open step can be opened; a locked one not.
import { Badge, Button, Group, Stack, Text, type OnboardingStepsReply } from '../../../engine';

/** A step as GET /merchant/onboarding/steps/ sends it (its reply schema declares the states). */
export type StepView = OnboardingStepsReply['steps'][number];
type StepState = StepView['state'];

const MARK: Record<StepState, string> = { done: '✓', open: '●', locked: '🔒' };

export function Stepper({ steps, active, labels, progress, onOpen }: {
  steps: readonly StepView[];
  /** The route of the step shown below the stepper. */
  active: string | undefined;
  labels: Record<string, string>;
  progress: string;
  onOpen: (route: string) => void;
}) {
  return (
    <Stack gap="xs" data-testid="onboarding-stepper">
      <Text fw={600} data-testid="onboarding-progress">{progress}</Text>
      <Group gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {steps.map((s, i) => (
          <li key={s.name} data-testid={`onboarding-step-${s.name}`} data-state={s.state}>
            <Button
              variant={s.route === active ? 'filled' : 'light'}
              color={s.state === 'done' ? 'green' : s.state === 'open' ? 'blue' : 'gray'}
              disabled={s.state === 'locked'}
              aria-current={s.route === active ? 'step' : undefined}
              leftSection={<Badge variant="transparent" aria-hidden>{MARK[s.state]}</Badge>}
              onClick={() => onOpen(s.route)}
            >
              {`${i + 1}. ${labels[s.name] ?? s.name}`}
            </Button>
          </li>
        ))}
      </Group>
    </Stack>
  );
}

/** The step a hash names when it may be opened, else the open step (else the last). */
export function activeStep(steps: readonly StepView[], hash: string): StepView | undefined {
  const named = steps.find((s) => `#${s.route}` === hash && s.state !== 'locked');
  return named ?? steps.find((s) => s.state === 'open') ?? steps[steps.length - 1];
}
