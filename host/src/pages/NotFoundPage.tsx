import { IllustrationNotFound } from '@douyinfe/semi-illustrations';
import Button from '@douyinfe/semi-ui/lib/es/button';
import { useNavigate } from 'react-router-dom';
import { texts } from '../texts';

/** Unknown path inside the shell, with a way home. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="gr-not-found" aria-labelledby="gr-not-found-title">
      <IllustrationNotFound style={{ width: 200, height: 200 }} aria-hidden="true" />
      <h1 id="gr-not-found-title">{texts.notFoundTitle}</h1>
      <p>{texts.notFoundText}</p>
      <Button theme="solid" onClick={() => navigate('/basic')}>
        {texts.backHome}
      </Button>
    </section>
  );
}
