import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function RouteErrorScreen() {
  const { t } = useTranslation('common');
  return (
    <main id="main-content" className="page-error">
      <div className="page-error-box">
        <h1>{t('pageError.title')}</h1>
        <p>{t('pageError.content')}</p>
        <button
          type="button"
          className="plain-button primary"
          onClick={() => window.location.reload()}
        >
          {t('pageError.reload')}
        </button>
      </div>
    </main>
  );
}

interface State {
  failed: boolean;
}

/** A page that failed to load (a chunk that timed out after a deployment, a render error). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen /> : this.props.children;
  }
}
