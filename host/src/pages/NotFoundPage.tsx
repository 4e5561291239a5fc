import { IllustrationNotFound, IllustrationNotFoundDark } from '@douyinfe/semi-illustrations';
import { useColorScheme } from '@greenroom/sdk';
import { Link } from 'react-router-dom';
import { texts } from '../texts';

/**
 * Unknown path inside the shell, with a way home: a real link (issue 24 §1), so Ctrl-click or a
 * middle click opens the console home in a new tab; a plain click stays in this tab.
 */
export function NotFoundPage() {
  // Issue 29: Semi's picture for the dark page has no light surface.
  const Picture = useColorScheme() === 'dark' ? IllustrationNotFoundDark : IllustrationNotFound;
  return (
    <section className="gr-not-found" aria-labelledby="gr-not-found-title">
      <Picture className="gr-not-found-picture" style={{ width: 200, height: 200 }} aria-hidden="true" />
      <h1 id="gr-not-found-title">{texts.notFoundTitle}</h1>
      <p>{texts.notFoundText}</p>
      <Link to="/basic" className="semi-button semi-button-primary semi-button-solid">
        <span className="semi-button-content">{texts.backHome}</span>
      </Link>
    </section>
  );
}
