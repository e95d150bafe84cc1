// /solutions/landings/create: type, merchant, name and language (schemas/forms/landing_add.json); the
// new draft opens at its first wizard step.
import { useNavigate } from 'react-router-dom';
import { Paper, SchemaForm, Stack, Title } from '../../engine';

export default function CreateLanding({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <Stack maw={640}>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg">
        <SchemaForm formId="landing_add" hideTitle onSuccess={(r) => navigate(`/solutions/landings/edit/${r.merchant}/${r.landing_id}/${r.step}`)} />
      </Paper>
    </Stack>
  );
}
