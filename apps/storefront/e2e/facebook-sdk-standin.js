/* global window */
// A stand-in for the Facebook SDK for JavaScript
// (https://connect.facebook.net/<locale>/sdk.js), served to the browser by
// e2e/social-sdk.spec.ts through Playwright's request routing: just `FB.init`
// and `FB.login`. `login` opens Facebook's login dialog in a popup, as the
// SDK does (played by a page at www.facebook.com that the spec serves); the
// page posts back an access token the OAuth stand-in (e2e/oauth-standin.mjs)
// issued, which the mall then checks with that stand-in's Graph API. A popup
// closed without an answer, or one the browser would not open, answers
// `{status: 'unknown', authResponse: null}`, as the SDK does.
(function () {
  'use strict';

  var FACEBOOK = 'https://www.facebook.com';
  var appId = null;
  var version = 'v19.0';

  function login(callback, options) {
    if (!appId) throw new Error('FB.login before FB.init');
    var query = new URLSearchParams({
      client_id: appId,
      display: 'popup',
      scope: (options && options.scope) || '',
      origin: window.location.origin,
    });
    var popup = window.open(FACEBOOK + '/' + version + '/dialog/oauth?' + query, 'fb_standin', 'width=600,height=680');
    if (!popup) {
      callback({ status: 'unknown', authResponse: null });
      return;
    }
    var settled = false;
    function finish() {
      settled = true;
      window.clearInterval(watch);
      window.removeEventListener('message', onMessage);
    }
    function onMessage(event) {
      if (settled || event.origin !== FACEBOOK || !event.data || event.data.type !== 'fb-standin-login') return;
      finish();
      callback({
        status: 'connected',
        authResponse: { accessToken: event.data.accessToken, userID: event.data.userID, expiresIn: 5183999, signedRequest: '' },
      });
    }
    // As the SDK does: a closed popup is the person's cancel.
    var watch = window.setInterval(function () {
      if (!settled && popup.closed) {
        finish();
        callback({ status: 'unknown', authResponse: null });
      }
    }, 100);
    window.addEventListener('message', onMessage);
  }

  window.FB = {
    init: function (options) {
      appId = options.appId;
      if (options.version) version = options.version;
    },
    login: login,
    getLoginStatus: function (callback) {
      callback({ status: 'unknown', authResponse: null });
    },
  };
  if (typeof window.fbAsyncInit === 'function') window.setTimeout(window.fbAsyncInit, 0);
})();
