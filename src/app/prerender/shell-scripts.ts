import { SHELL_FRAME_ATTRIBUTE, SHELL_PRESSED_ATTRIBUTE } from '@/app/prerender/shell-attributes';
import { SHELL_LOADER_ONLY } from '@/app/prerendered-pages';
import { SHELL_CONTROL_ATTRIBUTE, SHELL_PRESSES_KEY } from '@/components/layouts/shell-presses';
import { MOBILE_QUERY } from '@/hooks/use-is-mobile';

/** The test of the sidebar's cookie: collapsed by the user. */
const SIDEBAR_COLLAPSED_COOKIE = String.raw`/(?:^|; )sidebar_state=false(?:;|$)/`;

/**
 * The app shell's script in its head, before the frames: from the first parsed button on, the
 * frame's buttons keep their word before the app can act. A press on one of them (a click;
 * Enter and Space click too) and Ctrl/Cmd+B are recorded, with the control that has the focus,
 * and the app carries them out as it draws its frame over this one
 * (src/components/layouts/shell-presses.ts), as well as the control the mouse's button is held
 * down on (the app ends that press on its own control, should it draw its frame meanwhile). On a
 * desktop the sidebar toggles at once; any other button pressed looks pressed
 * (`SHELL_PRESSED_ATTRIBUTE`). Links are links: they navigate.
 */
export function pressesScript() {
  const frame = `[${SHELL_FRAME_ATTRIBUTE}]`;
  const control = SHELL_CONTROL_ATTRIBUTE;
  return `<script>
      (function () {
        var record = (window.${SHELL_PRESSES_KEY} = { presses: [], focus: null, held: null, done: false });
        var phone = !!window.matchMedia && window.matchMedia('${MOBILE_QUERY}').matches;
        function toggleSidebar() {
          var bars = document.querySelectorAll('${frame} [data-collapsible]');
          var open = false;
          for (var i = 0; i < bars.length; i++) {
            open = bars[i].getAttribute('data-state') !== 'expanded';
            bars[i].setAttribute('data-state', open ? 'expanded' : 'collapsed');
            bars[i].setAttribute('data-collapsible', open ? '' : 'icon');
          }
          var triggers = document.querySelectorAll('${frame} [${control}="sidebar"]');
          for (var t = 0; t < triggers.length; t++) triggers[t].setAttribute('aria-expanded', String(open));
        }
        function take(name, button) {
          record.presses.push(name);
          if (name === 'sidebar' && !phone) toggleSidebar();
          else if (button) button.setAttribute('${SHELL_PRESSED_ATTRIBUTE}', '');
        }
        function controlOf(event) {
          var target = event.target;
          var found = target && target.closest ? target.closest('[${control}]') : null;
          return found && found.closest('${frame}') ? found : null;
        }
        document.addEventListener('click', function (event) {
          var button = controlOf(event);
          if (button && !record.done) take(button.getAttribute('${control}'), button);
        }, true);
        document.addEventListener('mousedown', function (event) {
          var button = event.button === 0 && !record.done ? controlOf(event) : null;
          record.held = button ? button.getAttribute('${control}') : null;
        }, true);
        document.addEventListener('mouseup', function () {
          record.held = null;
        }, true);
        document.addEventListener('keydown', function (event) {
          if (record.done || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
          if (String(event.key).toLowerCase() !== 'b') return;
          event.preventDefault();
          take('sidebar', null);
        });
        document.addEventListener('focusin', function (event) {
          var button = controlOf(event);
          record.focus = button ? button.getAttribute('${control}') : null;
        });
        document.addEventListener('focusout', function (event) {
          var left = event.target;
          setTimeout(function () {
            if (left.isConnected && document.activeElement === document.body) record.focus = null;
          });
        });
      })();
    </script>`;
}

/**
 * The script after the app shell's frames: keeps only the frame shown (the user's language's,
 * or the loader alone; the others would be styled and laid out again, for nothing, once the
 * whole stylesheet comes), marks the current screen's link, as the app marks it, and puts the
 * sidebar as the user left it (its cookie, and any toggle already recorded: `pressesScript`),
 * so that the app draws it over as it is.
 */
export function frameScript() {
  const frame = `[${SHELL_FRAME_ATTRIBUTE}]`;
  return `<script>
      (function () {
        var root = document.documentElement;
        var shown = root.getAttribute('data-shell') === '${SHELL_LOADER_ONLY}' ? 'none' : root.lang;
        var all = document.querySelectorAll('${frame}');
        for (var k = 0; k < all.length; k++) {
          if (all[k].getAttribute('${SHELL_FRAME_ATTRIBUTE}') !== shown) all[k].remove();
        }
        var path = location.pathname;
        var links = document.querySelectorAll('${frame} a[data-active]');
        for (var j = 0; j < links.length; j++) {
          var to = links[j].getAttribute('href');
          if (path === to || path.indexOf(to + '/') === 0) {
            links[j].setAttribute('data-active', 'true');
            links[j].setAttribute('aria-current', 'page');
          }
        }
        var phone = !!window.matchMedia && window.matchMedia('${MOBILE_QUERY}').matches;
        var open = !${SIDEBAR_COLLAPSED_COOKIE}.test(document.cookie);
        var presses = (window.${SHELL_PRESSES_KEY} || { presses: [] }).presses;
        for (var p = 0; p < presses.length; p++) if (presses[p] === 'sidebar' && !phone) open = !open;
        var bars = document.querySelectorAll('${frame} [data-collapsible]');
        for (var i = 0; i < bars.length; i++) {
          bars[i].setAttribute('data-state', open ? 'expanded' : 'collapsed');
          bars[i].setAttribute('data-collapsible', open ? '' : 'icon');
        }
        var triggers = document.querySelectorAll('${frame} [${SHELL_CONTROL_ATTRIBUTE}="sidebar"]');
        for (var t = 0; t < triggers.length; t++) triggers[t].setAttribute('aria-expanded', String(open && !phone));
      })();
    </script>`;
}
