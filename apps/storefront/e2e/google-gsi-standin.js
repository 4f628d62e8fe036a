/* global window */
// A stand-in for Google Identity Services (https://accounts.google.com/gsi/client),
// served to the browser by e2e/social-sdk.spec.ts through Playwright's request
// routing: just the part of `google.accounts.id` the storefront uses.
// `initialize` keeps the configuration; `prompt` opens Google's account
// chooser, played by a popup page at accounts.google.com that the spec also
// serves. The page posts the ID token back (minted for this client and nonce
// by the OAuth stand-in, e2e/oauth-standin.mjs, whose keys the mall trusts);
// the stand-in then calls `callback({credential})` and reports the dismissed
// moment, as Google does. A chooser closed without an answer reports a
// skipped moment (`user_cancel`); one the browser would not open, a skipped
// moment too. `cancel` closes a chooser still open.
(function () {
  'use strict';

  var GOOGLE = 'https://accounts.google.com';
  var config = null;
  var popup = null;

  function moment(type, reason) {
    return {
      getMomentType: function () {
        return type;
      },
      isDisplayMoment: function () {
        return false;
      },
      isNotDisplayed: function () {
        return false;
      },
      isSkippedMoment: function () {
        return type === 'skipped';
      },
      getSkippedReason: function () {
        return type === 'skipped' ? reason : undefined;
      },
      isDismissedMoment: function () {
        return type === 'dismissed';
      },
      getDismissedReason: function () {
        return type === 'dismissed' ? reason : undefined;
      },
    };
  }

  function prompt(listener) {
    var tell = typeof listener === 'function' ? listener : function () {};
    if (!config) throw new Error('google.accounts.id.prompt before initialize');
    var mine = config;
    var query = new URLSearchParams({ client_id: mine.client_id, nonce: mine.nonce || '', origin: window.location.origin });
    popup = window.open(GOOGLE + '/gsi/standin/select?' + query, 'gsi_standin', 'width=480,height=600');
    if (!popup) {
      tell(moment('skipped', 'unknown_reason'));
      return;
    }
    var opened = popup;
    var settled = false;
    function finish() {
      settled = true;
      window.clearInterval(watch);
      window.removeEventListener('message', onMessage);
    }
    function onMessage(event) {
      if (settled || event.origin !== GOOGLE || !event.data || event.data.type !== 'gsi-standin-credential') return;
      finish();
      mine.callback({ credential: event.data.credential, select_by: 'user' });
      tell(moment('dismissed', 'credential_returned'));
    }
    // As Google's library does for its popup: a closed window is the shopper's cancel.
    var watch = window.setInterval(function () {
      if (!settled && opened.closed) {
        finish();
        tell(moment('skipped', 'user_cancel'));
      }
    }, 100);
    window.addEventListener('message', onMessage);
  }

  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize: function (options) {
      config = options;
    },
    prompt: prompt,
    cancel: function () {
      if (popup && !popup.closed) popup.close();
    },
    disableAutoSelect: function () {},
  };
})();
