import { formatMoneyFen, useApi } from '@greenroom/sdk';
import { type DataRange, PieChart, rangeQuery, useChartData } from '@greenroom/sdk/charts';
import { useMemo } from 'react';
import { routeTexts } from '../routeTexts';
import { dataOf } from '../screen/load';
import { ProductData, type ProductDataDeclaration, percentText } from '../screen/ProductData';
import { texts } from '../texts';

type LineType = 'count' | 'amount' | 'refund' | 'refundAmount' | 'buyer';

/** 商城数据: orders, amounts and refunds, the product ranking, buyers against visitors, new against returning buyers, export. */
export default function ShopDataPage() {
  const api = useApi();
  const declaration = useMemo<ProductDataDeclaration>(() => {
    const f = texts.figure;
    const line = (type: LineType) => (range: DataRange, signal: AbortSignal) =>
      api.get('/api/statistics/shop/orderLine', { query: { ...rangeQuery(range), type }, signal });
    return {
      title: routeTexts.titles.shop,
      figures: [
        { key: 'orderNum', label: f.orderNum },
        { key: 'orderAmount', label: f.orderAmount, format: formatMoneyFen },
        { key: 'buyerNum', label: f.buyerNum },
        { key: 'refundNum', label: f.refundNum },
        { key: 'refundAmount', label: f.refundAmount, format: formatMoneyFen },
      ],
      increase: (range, signal) => api.get('/api/statistics/shop/increase', { query: rangeQuery(range), signal }),
      lines: [
        {
          title: texts.lines.orders,
          series: [
            { name: f.orderNum, load: line('count') },
            { name: f.refundNum, load: line('refund') },
            { name: f.buyerNum, load: line('buyer') },
          ],
        },
        {
          title: texts.lines.amounts,
          // The amounts are in fen, like the figures above: ¥ on the axis, the tooltip and the table (not 4万 for ¥400).
          format: formatMoneyFen,
          series: [
            { name: f.orderAmount, load: line('amount') },
            { name: f.refundAmount, load: line('refundAmount') },
          ],
        },
      ],
      rank: {
        title: texts.goodsRank,
        valueName: f.orderAmount,
        format: formatMoneyFen,
        load: async (range, signal) => {
          const result = await api.get('/api/statistics/shop/rank', { query: { ...rangeQuery(range), by: 'goods', limit: 10 }, signal });
          return result.ok ? { ...result, data: result.data.map((row) => ({ name: row.name, value: row.orderAmount })) } : result;
        },
      },
      extra: (range) => <BuyerRatio range={range} />,
      export: {
        name: routeTexts.titles.shop,
        request: (range) => (onDownloadProgress, signal) =>
          api.get('/api/statistics/shop/exportExcel', { query: rangeQuery(range), responseType: 'blob', onDownloadProgress, signal }),
      },
    };
  }, [api]);
  return <ProductData declaration={declaration} />;
}

function BuyerRatio({ range }: { range: DataRange }) {
  const api = useApi();
  const remote = useChartData('buyers', async (signal) => dataOf(await api.get('/api/statistics/shop/buyerRatio', { query: rangeQuery(range), signal })), [
    range.start,
    range.end,
  ]);
  const data = remote.data;
  const items = data
    ? [
        { name: texts.buyer, value: data.buyerNum },
        { name: texts.viewer, value: Math.max(0, data.viewerNum - data.buyerNum) },
      ]
    : null;
  // New buyers (first goods order in the range) against returning ones, of the range's distinct buyers.
  const types = data ? data.buyerTypes.map((row) => ({ name: row.type === 'new' ? texts.newBuyer : texts.returningBuyer, value: row.buyerNum })) : null;
  return (
    <>
      <PieChart
        title={texts.buyers}
        valueName={texts.buyer}
        items={items}
        loading={remote.loading}
        error={remote.error}
        onRetry={remote.retry}
        extra={data ? <span className="gr-data-note">{texts.buyerRatio(percentText(data.ratio))}</span> : null}
      />
      <PieChart
        title={texts.buyerTypes}
        valueName={texts.buyer}
        items={data && data.distinctBuyerNum === 0 ? [] : types}
        loading={remote.loading}
        error={remote.error}
        onRetry={remote.retry}
      />
    </>
  );
}
