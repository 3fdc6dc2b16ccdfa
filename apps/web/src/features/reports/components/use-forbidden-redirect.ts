import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isForbidden } from '../api/report-request.ts';

/**
 * Sends the user to /unauthorized (replacing this entry) when any of these calls answered 403:
 * the caller may not read this report. Returns whether that happened, to render nothing meanwhile.
 */
export function useForbiddenRedirect(...errors: unknown[]): boolean {
  const navigate = useNavigate();
  const forbidden = errors.some(isForbidden);
  useEffect(() => {
    if (forbidden) void navigate(paths.unauthorized, { replace: true });
  }, [forbidden, navigate]);
  return forbidden;
}
