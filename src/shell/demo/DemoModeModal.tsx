// Blocks an action refused in demo mode and offers to register a merchant (spec 000 sections 4, 8).
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../../engine';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { demoModeClosed, selectDemoModeOpen } from './demoModeSlice';

export function DemoModeModal() {
  const { t } = useTranslation('shell');
  const open = useAppSelector(selectDemoModeOpen);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const close = () => dispatch(demoModeClosed());
  const register = () => {
    close();
    void navigate('/getstarted/merchant');
  };
  return (
    <LazyModal opened={open} onClose={close} title={t('demo.title')} centered>
      <Text mb="lg">{t('demo.text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {t('common.close')}
        </Button>
        <Button onClick={register}>{t('demo.register')}</Button>
      </Group>
    </LazyModal>
  );
}
