// Company profiles (spec 002 s.2, s.3, s.7 "Company profile"): the handlers of
// schemas/endpoints/companies.json: My Businesses, the basic profile, documents and contracts,
// individuals. Access through the company's merchants (require-company.ts, the calls' {company} access).
import { defineHandlers } from '../http/handler-types.ts';
import { companyCalls } from './company-routes.ts';
import { companyFileCalls } from './file-routes.ts';
import { individualCalls } from './individual-routes.ts';

export const companyHandlers = defineHandlers('companies', () => ({ ...companyCalls(), ...companyFileCalls(), ...individualCalls() }));
