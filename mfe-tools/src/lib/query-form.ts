import { useEffect, useRef, type FormEvent } from 'react';
import { useFormState } from '@shared/ui/forms';
import { useSearchParams } from '@shared/platform/router';

/**
 * A one-field GET form whose submitted value lives in the URL (`?equation=…`), so a result has an
 * address: the server renders it, a shared link opens it, and a submit before hydration (or with
 * JavaScript off) is the browser's own GET. With JavaScript the submit stays in the page: it puts
 * the value in the URL without a reload, and the page renders the result from the URL as the
 * server did. `submitted` is null when the URL has no such parameter.
 */
export function useQueryForm(param: string) {
  const [params, setParams] = useSearchParams();
  const submitted = params.has(param) ? (params.get(param) ?? '') : null;
  const { formRef, ...form } = useFormState<Record<string, string>, Record<string, string>>({
    initialValues: { [param]: submitted ?? '' },
    validate: (values) => ({ ok: true, value: values }),
  });

  // Follow the URL when it changes (an example link, Back or Forward), never at hydration: text
  // typed before hydration stays (useFormState adopts it).
  const last = useRef(submitted);
  const { reset } = form;
  useEffect(() => {
    if (submitted === last.current) return;
    last.current = submitted;
    reset({ [param]: submitted ?? '' });
  }, [submitted, param, reset]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = form.values[param] ?? '';
    last.current = value;
    setParams({ [param]: value }, { preventScrollReset: true });
  };

  return { submitted, field: form.field(param), formRef, onSubmit };
}

/** `/equation-solver?equation=x%5E2%3D4`, the address of a result. */
export function queryHref(path: string, param: string, value: string): string {
  return `${path}?${new URLSearchParams({ [param]: value }).toString()}`;
}
