/* global document, window */
// A stand-in for Stripe.js (https://js.stripe.com/…/stripe.js), served to the
// browser by e2e/stripe.spec.ts through Playwright's request routing: just
// enough for @stripe/react-stripe-js and the card page. `elements()` and a
// Payment Element that mounts a plain card-number field (no iframe), its
// `ready` and `change` events, and `confirmPayment`, which posts the card to
// Stripe's confirm endpoint (routed to the local Stripe stand-in,
// apps/server/test/stripeStandin.ts) and, as Stripe.js does, takes the
// browser to `return_url` with `payment_intent`, `payment_intent_client_secret`
// and `redirect_status` — or answers `{error}` when the card is declined.
// The stand-in then sends the mall its signed webhook.
(function () {
  'use strict';

  function emitter() {
    var handlers = {};
    return {
      on: function (event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
      },
      off: function (event, handler) {
        handlers[event] = (handlers[event] || []).filter(function (h) {
          return h !== handler;
        });
      },
      emit: function (event, payload) {
        (handlers[event] || []).slice().forEach(function (h) {
          h(payload);
        });
      },
    };
  }

  function makeElement(type) {
    var events = emitter();
    var root = null;
    var input = null;
    var ready = false;
    var element = {
      mount: function (target) {
        var node = typeof target === 'string' ? document.querySelector(target) : target;
        root = document.createElement('div');
        root.setAttribute('data-stripe-standin', type);
        var label = document.createElement('label');
        label.textContent = 'Card number';
        input = document.createElement('input');
        input.name = 'cardnumber';
        input.autocomplete = 'cc-number';
        input.inputMode = 'numeric';
        input.style.display = 'block';
        label.appendChild(input);
        root.appendChild(label);
        node.appendChild(root);
        input.addEventListener('input', function () {
          var digits = input.value.replace(/\s+/g, '');
          events.emit('change', { elementType: type, empty: digits.length === 0, complete: digits.length >= 16, value: { type: 'card' } });
        });
        // Stripe's element is ready once its frame has loaded: a moment after mounting.
        setTimeout(function () {
          ready = true;
          events.emit('ready', { elementType: type });
        }, 50);
        return element;
      },
      on: function (event, handler) {
        events.on(event, handler);
        // A handler attached after the element became ready still hears of it.
        if (event === 'ready' && ready) setTimeout(function () { handler({ elementType: type }); }, 0);
        return element;
      },
      off: function (event, handler) {
        events.off(event, handler);
        return element;
      },
      once: function (event, handler) {
        var wrapped = function (payload) {
          events.off(event, wrapped);
          handler(payload);
        };
        events.on(event, wrapped);
        return element;
      },
      update: function () {},
      focus: function () {
        if (input) input.focus();
      },
      blur: function () {},
      clear: function () {
        if (input) input.value = '';
      },
      collapse: function () {},
      unmount: function () {
        if (root) root.remove();
      },
      destroy: function () {
        if (root) root.remove();
        root = null;
      },
      _cardNumber: function () {
        return input ? input.value.replace(/\s+/g, '') : '';
      },
    };
    return element;
  }

  function makeElements(options) {
    var current = null;
    var elements = {
      create: function (type) {
        current = makeElement(type);
        return current;
      },
      getElement: function () {
        return current;
      },
      update: function () {},
      fetchUpdates: function () {
        return Promise.resolve({});
      },
      submit: function () {
        return Promise.resolve({});
      },
      _clientSecret: options && options.clientSecret,
      _cardNumber: function () {
        return current ? current._cardNumber() : '';
      },
    };
    return elements;
  }

  function Stripe(publishableKey) {
    var notHere = function () {
      return Promise.reject(new Error('not part of the Stripe.js stand-in'));
    };
    return {
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      elements: makeElements,
      createToken: notHere,
      createPaymentMethod: notHere,
      confirmCardPayment: notHere,
      confirmPayment: function (args) {
        var elements = args.elements;
        var secret = elements._clientSecret;
        var intentId = secret.split('_secret_')[0];
        var body = new URLSearchParams();
        body.set('key', publishableKey);
        body.set('client_secret', secret);
        body.set('payment_method_data[type]', 'card');
        body.set('payment_method_data[card][number]', elements._cardNumber());
        body.set('return_url', args.confirmParams.return_url);
        return fetch('https://api.stripe.com/v1/payment_intents/' + intentId + '/confirm', { method: 'POST', body: body })
          .then(function (res) {
            return res.json();
          })
          .then(function (answer) {
            if (answer.error) return { error: answer.error };
            var back = new URL(args.confirmParams.return_url);
            back.searchParams.set('payment_intent', intentId);
            back.searchParams.set('payment_intent_client_secret', secret);
            back.searchParams.set('redirect_status', answer.status);
            window.location.assign(back.href);
            // The page is leaving; like Stripe.js, never settle.
            return new Promise(function () {});
          });
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
