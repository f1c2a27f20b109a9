import { useSearchParams } from '@shared/platform/router';
import { chatUrl, EXTERNAL_LINK, useRuntimeConfig } from '@shared/platform/core';
import { Button, SelectField, TextField, VisuallyHidden } from '@shared/ui';
import { formatNumber } from '@shared/domain/format';
import { SAMPLES, type Sample } from '../../../content/samples';
import layout from '../../../lib/layout.module.css';
import {
  facetValues,
  filterSamples,
  filtersFromParams,
  hasFilters,
  NO_FILTERS,
  paramsFromFilters,
  resultsMessage,
  type SampleFilters,
} from '../model';
import styles from './sample-library.module.css';

const options = (values: string[]) => values.map((value) => ({ value, label: value }));
const SUBJECT_OPTIONS = options(facetValues(SAMPLES, 'subject'));
const TYPE_OPTIONS = options(facetValues(SAMPLES, 'type'));
const LEVEL_OPTIONS = options(facetValues(SAMPLES, 'level'));

/** The filterable sample library. Filters live in the address bar, so a filtered view can be shared. */
export function SampleLibrary() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params, SAMPLES);
  const results = filterSamples(SAMPLES, filters);

  const update = (change: Partial<SampleFilters>) =>
    setParams(paramsFromFilters({ ...filters, ...change }), { replace: true, preventScrollReset: true });

  return (
    <div className={styles.library}>
      <search className={styles.filters} aria-label="Filter samples">
        <form className={styles.filterForm} onSubmit={(event) => event.preventDefault()}>
          <TextField
            className={styles.search}
            label="Search samples"
            name="q"
            type="search"
            value={filters.query}
            maxLength={100}
            onChange={(query) => update({ query })}
          />
          <SelectField
            label="Subject"
            name="subject"
            placeholder="All subjects"
            options={SUBJECT_OPTIONS}
            value={filters.subject}
            onChange={(subject) => update({ subject })}
          />
          <SelectField
            label="Type"
            name="type"
            placeholder="All types"
            options={TYPE_OPTIONS}
            value={filters.type}
            onChange={(type) => update({ type })}
          />
          <SelectField
            label="Academic level"
            name="level"
            placeholder="All levels"
            options={LEVEL_OPTIONS}
            value={filters.level}
            onChange={(level) => update({ level })}
          />
          <Button
            variant="secondary"
            className={styles.clear}
            disabled={!hasFilters(filters)}
            onClick={() => setParams(paramsFromFilters(NO_FILTERS), { replace: true, preventScrollReset: true })}
          >
            Clear filters
          </Button>
        </form>
      </search>
      <p role="status" className={styles.count}>
        {resultsMessage(results.length, SAMPLES.length)}
      </p>
      {results.length > 0 ? (
        <ul className={layout.grid3}>
          {results.map((sample) => (
            <li key={sample.id}>
              <SampleCard sample={sample} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>Try another subject or level, or clear the filters to see the whole library.</p>
      )}
    </div>
  );
}

function SampleCard({ sample }: { sample: Sample }) {
  const site = useRuntimeConfig().site;
  return (
    <article className={styles.card} aria-labelledby={`sample-${sample.id}`}>
      <ul className={styles.tags} aria-label="Details">
        <li>{sample.subject}</li>
        <li>{sample.type}</li>
        <li>{sample.level}</li>
      </ul>
      <h3 id={`sample-${sample.id}`} className={styles.cardTitle}>
        {sample.title}
      </h3>
      <p className={styles.words}>{formatNumber(sample.wordCount)} words</p>
      <p className={styles.excerpt}>{sample.excerpt}</p>
      <a
        className={styles.request}
        href={chatUrl(site, `Hi, could I see the full sample "${sample.title}"?`)}
        {...EXTERNAL_LINK}
      >
        Request the full sample
        <VisuallyHidden>: {sample.title} (opens chat)</VisuallyHidden>
      </a>
    </article>
  );
}
