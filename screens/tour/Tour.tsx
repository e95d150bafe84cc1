// The tour (/tour): walks a new user through the sidebar, one step per top entry of
// schemas/menu.json that the sidebar shows (entries a brand hides have no anchor and no step).
// Each step anchors to its entry by the sidebar's data-tour=<icon> attribute, marks it
// (data-tour-active) and explains it in a non-modal dialog: Back / Next / Skip, Escape closes,
// focus moves into the dialog at each step and back to the start button when it closes.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import menu from '../../schemas/menu.json';
import { RouterLink } from '../../engine';
import type { ScreenProps } from '../registry';

interface TourStep {
  icon: string;
  label: string;
  children: string[];
}

const anchorOf = (icon: string) => document.querySelector<HTMLElement>(`[data-tour="${icon}"]`);

/** The sidebar's shown entries in menu order, the tour's own entry left out. */
export function tourSteps(): TourStep[] {
  return menu
    .filter((entry) => entry.route !== '/tour' && anchorOf(entry.icon))
    .map((entry) => ({ icon: entry.icon, label: entry.label, children: 'children' in entry && entry.children ? entry.children.map((c) => c.label) : [] }));
}

const GAP = 12;

/** Beside the anchor when it is on screen (the desktop rail), else at the top centre (mobile drawer closed). */
function placeNear(anchor: HTMLElement | null): CSSProperties {
  const rect = anchor?.getBoundingClientRect();
  if (!rect || rect.width === 0 || rect.right <= 0 || rect.left >= window.innerWidth) return { top: 80, left: '50%', transform: 'translateX(-50%)' };
  return { top: Math.max(GAP, Math.min(rect.top, window.innerHeight - 260)), left: rect.right + GAP };
}

export default function Tour({ title }: ScreenProps) {
  const { t } = useTranslation(['tour', 'common']);
  const [steps, setSteps] = useState<TourStep[]>([]);
  const [index, setIndex] = useState<number | null>(null);
  const [finished, setFinished] = useState(false);
  const [place, setPlace] = useState<CSSProperties>({});
  const dialog = useRef<HTMLDivElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const step = index === null ? undefined : steps[index];

  const open = () => {
    const found = tourSteps();
    setSteps(found);
    setFinished(false);
    setIndex(found.length ? 0 : null);
  };
  const close = (done: boolean) => {
    setIndex(null);
    setFinished(done);
    start.current?.focus();
  };

  // Starts by itself once the page is painted, the sidebar's anchors with it.
  useEffect(() => {
    const frame = requestAnimationFrame(open);
    return () => cancelAnimationFrame(frame);
  }, []);

  useLayoutEffect(() => {
    if (!step) return;
    const anchor = anchorOf(step.icon);
    anchor?.setAttribute('data-tour-active', 'true');
    const reposition = () => setPlace(placeNear(anchor));
    reposition();
    window.addEventListener('resize', reposition);
    dialog.current?.focus();
    return () => {
      anchor?.removeAttribute('data-tour-active');
      window.removeEventListener('resize', reposition);
    };
  }, [step]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(false);
    }
  };
  const last = index !== null && index === steps.length - 1;

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{title}</Title>
      <Text>{t('intro')}</Text>
      {finished && <Text role="status">{t('finished')}</Text>}
      <Group>
        <Button ref={start} onClick={open}>
          {t(finished ? 'restart' : 'start')}
        </Button>
        <RouterLink to="/">{t('Home', { ns: 'common' })}</RouterLink>
      </Group>
      {step && index !== null && (
        <Paper
          ref={dialog}
          role="dialog"
          aria-labelledby="tour-step-title"
          aria-describedby="tour-step-text"
          tabIndex={-1}
          onKeyDown={onKeyDown}
          shadow="lg"
          withBorder
          p="md"
          w={320}
          maw="calc(100vw - 24px)"
          style={{ position: 'fixed', zIndex: 300, ...place }}
          data-testid="tour-step"
        >
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('progress', { n: index + 1, total: steps.length })}
            </Text>
            <Title order={2} size="h4" id="tour-step-title">
              {t(step.label, { ns: 'common' })}
            </Title>
            <Text id="tour-step-text">{t(step.icon)}</Text>
            {step.children.length > 0 && <Text size="sm">{step.children.map((c) => t(c, { ns: 'common' })).join(', ')}</Text>}
            <Group justify="space-between" mt="xs">
              <Button variant="subtle" onClick={() => close(false)}>
                {t('skip')}
              </Button>
              <Group gap="xs">
                <Button variant="default" disabled={index === 0} onClick={() => setIndex(index - 1)}>
                  {t('back')}
                </Button>
                <Button onClick={() => (last ? close(true) : setIndex(index + 1))}>{t(last ? 'finish' : 'next')}</Button>
              </Group>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
