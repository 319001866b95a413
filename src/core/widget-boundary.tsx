import { Component, type ReactNode, Suspense } from 'react';
import { publish } from './bus';
import { logger } from './logger';

interface Props {
  tag: string;
  host: HTMLElement;
  children: ReactNode;
}

/** What a widget shows when it cannot work: visible, announced, and confined to that widget. */
export function WidgetFailure({ tag, message }: { tag: string; message: string }) {
  return (
    <div className="shop-widget-failure" role="alert" data-widget-failure={tag}>
      {message}
    </div>
  );
}

/**
 * One per element: a throwing widget shows its failure state and logs once, and never takes its
 * neighbours (which share the React root) down with it.
 */
export class WidgetBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    logger.error(`<${this.props.tag}> failed to render: ${reason}`, { source: this.props.tag });
    this.props.host.dataset.state = 'failed';
    publish('shop:widget-failed', { tag: this.props.tag, message: reason }, this.props.host);
  }

  override render() {
    if (this.state.failed) {
      return (
        <WidgetFailure
          tag={this.props.tag}
          message="Sorry, this part of the page could not be shown. Please refresh the page."
        />
      );
    }
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
