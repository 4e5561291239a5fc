import { useListController } from '@greenroom/sdk/kit';
import { useSearchParams } from 'react-router-dom';
import { GroupCards } from '../components/GroupCards';
import { GroupPhotos } from '../components/GroupPhotos';
import { LibraryViewHeader } from '../components/LibraryViewHeader';
import { personList, personOf } from '../lists';
import { shellTexts } from '../shellTexts';
import { texts } from '../texts';

/** `/content/person`: the people found by face recognition; `?person=<id>` shows one person's photos. */
export default function PersonPage() {
  const t = texts.person;
  const [params, setParams] = useSearchParams();
  const person = personOf(params);
  const show = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('person', id);
      else next.delete('person');
      return next;
    });

  return (
    <div className="gr-page">
      <LibraryViewHeader title={shellTexts.routes.person} />
      {person ? (
        <GroupPhotos type="person" value={person} heading={t.photosOf} backText={t.back} onBack={() => show(null)} />
      ) : (
        <Cards onOpen={(code) => show(code)} />
      )}
    </div>
  );
}

/** The people as cards (the list its route names); the list controller keeps search and page in the address. */
function Cards({ onOpen }: { onOpen: (value: string) => void }) {
  const t = texts.person;
  const controller = useListController({ source: personList });
  return (
    <GroupCards
      controller={controller}
      card={(group) => ({ key: group.id, name: group.name, coverUrl: group.coverUrl, photoCount: group.photoCount })}
      onOpen={(group) => onOpen(String(group.id))}
      search={t.search}
      emptyText={t.empty}
      errorText={t.loadFailed}
      countText={t.photoCount}
      openLabel={t.open}
      round
    />
  );
}
