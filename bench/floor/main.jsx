/**
 * The framework floor: the smallest app that uses every library of the web app's initial load — React,
 * react-dom, react-router, Redux Toolkit with RTK Query, react-redux — built by bench/lib/vite-builds.mjs
 * with the web app's own Vite configuration. Whatever the real /login loads beyond this is app code.
 */
import { configureStore, createSlice } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ health: build.query({ query: () => 'health' }) }),
});
const auth = createSlice({ name: 'auth', initialState: { user: null }, reducers: {} });
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer, auth: auth.reducer },
  middleware: (defaults) => defaults().concat(api.middleware),
});

function Health() {
  const { data } = api.useHealthQuery();
  const user = useSelector((state) => state.auth.user);
  return (
    <p>
      {data ? 'ok' : '…'} {user ? <Link to="/">{user}</Link> : null}
    </p>
  );
}

createRoot(globalThis.document.getElementById('root')).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<Health />} />
        </Routes>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
