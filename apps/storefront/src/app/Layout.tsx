import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { ValidationError, type FieldError } from '@mall/api';
import { Header, PageBody, RouteProgress, preloadSignInDialog, toast } from '@mall/ui';
import { useApiClient } from '../api/ApiContext.tsx';
import { useCategories, useHomeData, useHotKeywords } from '../data/catalog.ts';
import { leaveServiceMessage } from '../data/service.ts';
import { useUserMenus } from '../data/user.ts';
import { browser } from '../platform/browser.ts';
import { useScrolledPast } from '../platform/useScrolledPast.ts';
import { useLocale } from '../state/LocaleContext.tsx';
import { useSession } from '../state/SessionContext.tsx';
import { useMall } from '../state/store.ts';
import { stripLocale } from './localePath.ts';
import { ordersPath, searchPath } from './paths.ts';
import { preloadable } from './preloadable.ts';
import { useMallNavigate } from './useMallNavigate.ts';

/**
 * The sign-in dialog, its forms and the country data load when first opened, not with the home page: the
 * container and the library's forms side by side, so the dialog opens drawn rather than after a second wait.
 */
const SignInContainer = lazy(() => Promise.all([import('./signIn/SignInContainer.tsx'), preloadSignInDialog()]).then(([container]) => container));
/** The leave-a-message form likewise. */
const LeaveMessageDialog = lazy(() => import('./LeaveMessageDialogLazy.tsx'));
/** Below the fold or beside the page: they load right after the first paint. */
const Footer = preloadable(() => import('./lazyShell.ts').then((m) => m.Footer));
const FloatingWindow = preloadable(() => import('./lazyShell.ts').then((m) => m.FloatingWindow));
const LogoutDialog = lazy(() => import('./LogoutDialog.tsx'));

/** Spec §2, §9: the header becomes fixed after more than 120 px of scroll. */
export const FIXED_HEADER_AFTER_PX = 120;
/** Spec §2 Header: merchant application, reached from the header and the floating window. */
const MERCHANT_APPLY = '/users/merchant_settled?menuCur=70';

/**
 * One layout around every page (spec §2 Layout): progress bar, header,
 * sign-in dialog when the login flag is set, the page, footer and floating
 * window; plus the sign-out confirmation and the leave-a-message form.
 */
export function Layout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const api = useApiClient();
  const navigate = useMallNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [params] = useSearchParams();
  const { locale, setLocale } = useLocale();
  const session = useSession();
  const loginOpen = useMall((s) => s.loginOpen);
  const openLogin = useMall((s) => s.openLogin);
  const closeLogin = useMall((s) => s.closeLogin);
  const home = useHomeData();
  const keywords = useHotKeywords();
  const categories = useCategories();
  const menus = useUserMenus(session.loggedIn);
  const scrolled = useScrolledPast(FIXED_HEADER_AFTER_PX);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const leavingMessage = useMall((s) => s.leaveMessageOpen);
  const openLeaveMessage = useMall((s) => s.openLeaveMessage);
  const closeLeaveMessage = useMall((s) => s.closeLeaveMessage);
  const [messageErrors, setMessageErrors] = useState<FieldError[]>([]);

  // The page answers the shopper from here on (hydrated, or rendered in the browser): a button the server drew
  // before that does nothing when pressed, so end-to-end checks wait for this mark before pressing one.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);

  const path = stripLocale(location.pathname);
  const onHome = path === '/' || path === '/login';

  function closeSignIn() {
    closeLogin();
    // Closing the dialog of `/login` without signing in leaves for the home page.
    if (path === '/login') navigate('/', { replace: true });
  }

  function collectSite() {
    const title = intl.formatMessage({ id: 'app.name' });
    if (!browser.addBookmark(title, browser.currentUrl())) {
      toast.info(intl.formatMessage({ id: 'shell.collectHint' }, { keys: browser.bookmarkKeys() }));
    }
  }

  async function leaveMessage(values: { name: string; contact: string; content: string }) {
    setMessageErrors([]);
    try {
      await leaveServiceMessage(api, values);
      closeLeaveMessage();
      toast.success(intl.formatMessage({ id: 'shell.messageSent' }));
    } catch (error) {
      if (error instanceof ValidationError && error.fieldErrors.length > 0) setMessageErrors(error.fieldErrors);
      else toast.error(error instanceof Error ? error.message : String(error));
    }
  }

  const data = home.data;
  return (
    <>
      <RouteProgress active={navigation.state !== 'idle'} />
      <Header
        locale={locale}
        onLocaleChange={setLocale}
        logoUrl={data?.logoUrl ?? ''}
        homeHref="/"
        keywords={keywords.data ?? []}
        searchValue={params.get('title') ?? ''}
        onSearch={(text) => navigate(searchPath({ title: text }))}
        cartCount={session.cartCount}
        cartHref="/order/shopping_cart"
        user={session.user ? { nickname: session.user.nickname, avatar: session.user.avatar, phone: session.user.phone, email: session.user.email } : null}
        loading={!session.ready}
        onSignIn={() => openLogin()}
        onSignOut={() => setConfirmingLogout(true)}
        userMenu={menus.data?.routine_my_menus ?? []}
        ordersHref={ordersPath(1)}
        refundsHref="/users/refund_list"
        reviewsHref="/users/evaluation_list"
        merchantApplyHref={MERCHANT_APPLY}
        mobileUrl={data?.mobileUrl ?? ''}
        onCollectSite={collectSite}
        categories={categories.data ?? []}
        categoryHref={(cid) => searchPath({ cid })}
        categoriesPinned={onHome && !scrolled}
        fixed={scrolled}
      />
      <PageBody>{children}</PageBody>
      <Suspense fallback={null}>
        <Footer siteAddress={data?.siteAddress ?? ''} businessLicence={data?.businessLicence ?? ''} />
        <FloatingWindow
          showBackToTop={scrolled}
          onBackToTop={() => browser.scrollToTop()}
          qrUrl={data?.mobileUrl ?? ''}
          service={{
            type: data?.consumerType ?? 'hotline',
            link: data?.consumerH5Url ?? '',
            phone: data?.consumerHotline ?? '',
            email: data?.consumerEmail ?? '',
          }}
          onLeaveMessage={openLeaveMessage}
          merchantApplyHref={MERCHANT_APPLY}
        />
      </Suspense>
      {loginOpen && (
        <Suspense fallback={null}>
          <SignInContainer onClose={closeSignIn} />
        </Suspense>
      )}
      {leavingMessage && (
        <Suspense fallback={null}>
          <LeaveMessageDialog open onClose={closeLeaveMessage} onSubmit={leaveMessage} fieldErrors={messageErrors} />
        </Suspense>
      )}
      {confirmingLogout && (
        <Suspense fallback={null}>
          <LogoutDialog
            onCancel={() => setConfirmingLogout(false)}
            onConfirm={() => {
              setConfirmingLogout(false);
              void session.signOut();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
