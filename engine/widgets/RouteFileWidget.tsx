// File upload whose ui:options.uploadUrl names route parameters, e.g.
// "/merchant/{merchant}/settings/contract/upload/1/": {merchant} comes from the current route.
import { useParams } from 'react-router-dom';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { fileWidget } from './FileWidget';
import { fillRoute } from './input/imageCrop';
import type { WidgetEntry } from './types';

const FileComponent = fileWidget.component;

function RouteFileWidget(props: WidgetProps) {
  const params = useParams();
  const uploadUrl = fillRoute(String(props.options.uploadUrl ?? '/upload/'), params);
  return <FileComponent {...props} options={{ ...props.options, uploadUrl }} />;
}

export const routeFileWidget: WidgetEntry = {
  name: 'routeFile',
  tester: rankWith(RANK.EXPLICIT, hasWidget('routeFile')),
  component: RouteFileWidget,
};
