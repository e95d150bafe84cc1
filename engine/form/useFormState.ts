// Client validation state of a SchemaForm: current data in a ref (a change never re-renders the
// form by itself), errors recomputed with the precompiled validator when a value is committed,
// shown for touched fields (all after a submit attempt), plus the server's field errors.
import { useCallback, useMemo, useRef, useState } from 'react';
import { sameErrors, validateData, type FieldErrors, type PrecompiledValidate } from './validateData';

export function useFormState(validate: PrecompiledValidate | undefined, initial: Record<string, unknown>, t: (s: string) => string) {
  const dataRef = useRef<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<FieldErrors>(() => (validate ? validateData(validate, initial, t) : {}));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const revalidate = useCallback(() => {
    if (!validate) return {};
    const next = validateData(validate, dataRef.current, t);
    setErrors((prev) => (sameErrors(prev, next) ? prev : next));
    return next;
  }, [validate, t]);

  const markTouched = useCallback((field: string) => {
    setTouched((prev) => (prev.has(field) ? prev : new Set(prev).add(field)));
  }, []);

  // Leaving a field the user never filled shows no error yet (only a submit does): an error that
  // appears on blur shifts the layout under the pointer and swallows the click that caused the blur.
  const touch = useCallback(
    (field: string) => {
      const value = dataRef.current[field];
      if (value !== undefined && value !== '') markTouched(field);
    },
    [markTouched],
  );

  const changed = useCallback(
    (data: Record<string, unknown>, field: string | undefined) => {
      dataRef.current = data;
      if (field) {
        markTouched(field);
        setServerErrors((prev) => {
          if (!(field in prev)) return prev;
          const next = { ...prev };
          delete next[field];
          return next;
        });
      }
      revalidate();
    },
    [revalidate, markTouched],
  );

  const shown = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [field, message] of Object.entries(errors)) if (showAll || touched.has(field.split('.')[0])) out[field] = message;
    return { ...out, ...serverErrors };
  }, [errors, serverErrors, showAll, touched]);

  return { dataRef, errors, shown, valid: Object.keys(errors).length === 0, revalidate, touch, changed, setShowAll, setServerErrors };
}
