import Button from '@douyinfe/semi-ui/lib/es/button';
import { EmptyState, useNotify, useSession } from '@greenroom/sdk';
import './hello.css';
import { texts } from './texts';

export default function HelloPage() {
  const session = useSession();
  const notify = useNotify();
  return (
    <section className="gr-card">
      <h1 className="gr-page-title">{texts.loaded}</h1>
      <p data-testid="hello-user" className="hello-user">
        {texts.hello(session.user?.nickname ?? '')}
      </p>
      <EmptyState size="default" text={texts.built}>
        <Button onClick={() => notify.success(texts.greeting)}>{texts.greet}</Button>
      </EmptyState>
    </section>
  );
}
