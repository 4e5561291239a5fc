import Button from '@douyinfe/semi-ui/lib/es/button';
import { EmptyState, useNotify, useSession } from '@greenroom/sdk';
import './hello.css';

export default function HelloPage() {
  const session = useSession();
  const notify = useNotify();
  return (
    <section className="gr-card">
      <h1 className="gr-page-title">外部插件已加载</h1>
      <p data-testid="hello-user" className="hello-user">
        你好，{session.user?.nickname}
      </p>
      <EmptyState size="default" text="这是一个在工作区之外构建的插件">
        <Button onClick={() => notify.success('来自外部插件的问候')}>打个招呼</Button>
      </EmptyState>
    </section>
  );
}
