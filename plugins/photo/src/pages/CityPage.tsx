import { useListController } from '@greenroom/sdk/kit';
import { useSearchParams } from 'react-router-dom';
import { GroupCards } from '../components/GroupCards';
import { GroupPhotos } from '../components/GroupPhotos';
import { LibraryViewHeader } from '../components/LibraryViewHeader';
import { cityList, cityOf } from '../lists';
import { shellTexts } from '../shellTexts';
import { texts } from '../texts';

/** `/content/cityList`: the cities photos were taken in, with search; `?city=<code>` shows one city's photos. */
export default function CityPage() {
  const t = texts.cities;
  const [params, setParams] = useSearchParams();
  const city = cityOf(params);
  const show = (code: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (code) next.set('city', code);
      else next.delete('city');
      return next;
    });

  return (
    <div className="gr-page">
      <LibraryViewHeader title={shellTexts.routes.cities} />
      {city ? (
        <GroupPhotos type="city" value={city} heading={t.photosOf} backText={t.back} onBack={() => show(null)} />
      ) : (
        <Cards onOpen={(code) => show(code)} />
      )}
    </div>
  );
}

/** The cities as cards (the list its route names); the list controller keeps search and page in the address. */
function Cards({ onOpen }: { onOpen: (value: string) => void }) {
  const t = texts.cities;
  const controller = useListController({ source: cityList, rowKey: (group) => group.cityId });
  return (
    <GroupCards
      controller={controller}
      card={(group) => ({ key: group.cityId, name: group.cityName, detail: group.provinceName, coverUrl: group.coverUrl, photoCount: group.photoCount })}
      onOpen={(group) => onOpen(String(group.cityId))}
      search={t.search}
      emptyText={t.empty}
      errorText={t.loadFailed}
      countText={t.photoCount}
      openLabel={t.open}
    />
  );
}
