// src/lib/request-scope.ts
var read = () => void 0;
/** The server's renderer hands in how to find the current request (an AsyncLocalStorage). */
function provideRequestScope(reader) {
	read = reader;
}
function requestScope() {
	return read();
}
export { requestScope as n, provideRequestScope as t };
