// Last line of "never crash on a bad schema": a render error inside rjsf shows the placeholder
// naming the form file instead of unmounting the page.
import { Component, type ReactNode } from 'react';
import { SchemaProblem } from './SchemaProblem';

interface Props {
  file: string;
  children: ReactNode;
}

export class FormErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    if (this.state.error) {
      return <SchemaProblem issues={[{ file: this.props.file, pointer: '/schema', reason: `cannot be rendered: ${this.state.error.message}`, severity: 'error' }]} />;
    }
    return this.props.children;
  }
}
