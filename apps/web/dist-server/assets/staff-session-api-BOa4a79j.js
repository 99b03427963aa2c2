import { n as useQuery, t as queryOptions } from "./queryOptions-BLMMBbCQ.js";
import { Mn as object, Nn as string, S as careRequest, an as StaffSessionSchema, en as StaffEnrolledSchema, in as StaffSecondFactorSchema, rn as StaffSchema, tn as StaffEnrolmentSchema, w as getStaffSession } from "../render-page.js";
import { n as apiRequest } from "./api-client-Bq9ewmbe.js";
// src/features/care/api/staff-session-api.ts
/** The staff sign-in steps and the signed-in staff member (`/api/v1/care/login…`, `/care/me`). */
var staffLogin = (body) => apiRequest("/care/login", {
	method: "POST",
	body,
	auth: false,
	parse: StaffSecondFactorSchema.parse
});
var fetchEnrolment = (secondFactorToken) => apiRequest("/care/login/enrolment", {
	token: secondFactorToken,
	parse: StaffEnrolmentSchema.parse
});
var enrol = (secondFactorToken, code) => apiRequest("/care/login/enrolment", {
	method: "POST",
	body: { code },
	token: secondFactorToken,
	parse: StaffEnrolledSchema.parse
});
var verifySecondFactor = (secondFactorToken, body) => apiRequest("/care/login/verify", {
	method: "POST",
	body,
	token: secondFactorToken,
	parse: StaffSessionSchema.parse
});
var setStaffPassword = (token, password) => apiRequest("/care/password", {
	method: "PUT",
	body: {
		token,
		password
	},
	auth: false,
	envelope: true,
	parse: object({ message: string() }).parse
});
var meQueryOptions = () => queryOptions({
	queryKey: [
		"care",
		"me",
		getStaffSession()?.access_token ?? null
	],
	queryFn: () => careRequest("/care/me", { parse: StaffSchema.parse }),
	staleTime: 6e4
});
var useStaffMe = () => useQuery(meQueryOptions());
var saveStaffLanguage = (language) => careRequest("/care/me/language", {
	method: "PUT",
	body: { language },
	parse: StaffSchema.parse
});
var staffLogout = () => careRequest("/care/logout", {
	method: "POST",
	ignoreUnauthenticated: true
});
export { staffLogin as a, verifySecondFactor as c, setStaffPassword as i, fetchEnrolment as n, staffLogout as o, saveStaffLanguage as r, useStaffMe as s, enrol as t };
