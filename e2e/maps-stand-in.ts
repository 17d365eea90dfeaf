import { expect, type Page } from '@playwright/test'

/**
 * A small stand-in for the Google Maps JavaScript API, served to the test browser instead of
 * https://maps.googleapis.com so that the map's behaviour is tested without the network. It gives
 * what @vis.gl/react-google-maps uses: importLibrary, Map (options, camera, events), Marker,
 * event.addListener. The map is a box that shows its centre and zoom; a click at a point of the
 * box is a click at a coordinate 0.1° wide around the centre.
 */
const STAND_IN = String.raw`(function () {
  var maps = window.google.maps;
  function addListener(target, name, fn) {
    var all = target.__listeners || (target.__listeners = {});
    (all[name] = all[name] || []).push(fn);
    return { remove: function () { all[name] = (all[name] || []).filter(function (f) { return f !== fn; }); } };
  }
  function trigger(target, name, ev) {
    ((target.__listeners && target.__listeners[name]) || []).slice().forEach(function (fn) { fn(ev); });
  }
  function LatLng(lat, lng) {
    if (typeof lat === 'object') { lng = typeof lat.lng === 'function' ? lat.lng() : lat.lng; lat = typeof lat.lat === 'function' ? lat.lat() : lat.lat; }
    this._lat = lat; this._lng = lng;
  }
  LatLng.prototype.lat = function () { return this._lat; };
  LatLng.prototype.lng = function () { return this._lng; };
  LatLng.prototype.toJSON = function () { return { lat: this._lat, lng: this._lng }; };
  function Map(div, options) {
    options = options || {};
    this.div = div;
    this.center = new LatLng(options.center || { lat: 0, lng: 0 });
    this.zoom = options.zoom == null ? 1 : options.zoom;
    var box = document.createElement('div');
    box.setAttribute('data-testid', 'stand-in-map');
    box.style.cssText = 'width:100%;height:100%;background:#dde6f0;color:#1a1b1e;cursor:crosshair';
    div.appendChild(box);
    this.box = box;
    var self = this;
    box.addEventListener('click', function (e) {
      var r = box.getBoundingClientRect();
      var x = (e.clientX - r.left) / r.width, y = (e.clientY - r.top) / r.height;
      var latLng = new LatLng(self.center.lat() + (0.5 - y) * 0.1, self.center.lng() + (x - 0.5) * 0.1);
      trigger(self, 'click', { latLng: latLng, domEvent: e, stop: function () {} });
    });
    this.render();
  }
  Map.prototype.render = function () {
    this.box.textContent = 'center ' + this.center.lat().toFixed(6) + ',' + this.center.lng().toFixed(6) + ' zoom ' + this.zoom;
  };
  Map.prototype.setOptions = function (o) { if (o && o.center) this.setCenter(o.center); if (o && o.zoom != null) this.setZoom(o.zoom); };
  Map.prototype.setCenter = function (c) { this.center = new LatLng(c); this.render(); trigger(this, 'center_changed'); trigger(this, 'bounds_changed'); };
  Map.prototype.setZoom = function (z) { this.zoom = z; this.render(); trigger(this, 'zoom_changed'); trigger(this, 'bounds_changed'); };
  Map.prototype.panTo = Map.prototype.setCenter;
  Map.prototype.moveCamera = function (c) { if (c && c.center) this.setCenter(c.center); if (c && c.zoom != null) this.setZoom(c.zoom); };
  Map.prototype.fitBounds = function () {};
  Map.prototype.getCenter = function () { return this.center; };
  Map.prototype.getZoom = function () { return this.zoom; };
  Map.prototype.getHeading = function () { return 0; };
  Map.prototype.getTilt = function () { return 0; };
  Map.prototype.getDiv = function () { return this.div; };
  Map.prototype.getRenderingType = function () { return 'RASTER'; };
  Map.prototype.getBounds = function () {
    var c = this.center;
    return { toJSON: function () { return { north: c.lat() + 1, south: c.lat() - 1, east: c.lng() + 1, west: c.lng() - 1 }; } };
  };
  function Marker(o) { this.options = o || {}; }
  Marker.prototype.setMap = function (m) { this.map = m; };
  Marker.prototype.setDraggable = function () {};
  Marker.prototype.setOptions = function (o) { Object.assign(this.options, o); };
  Marker.prototype.setPosition = function (p) { this.options.position = p; };
  var event = { addListener: addListener, trigger: trigger, clearInstanceListeners: function (t) { t.__listeners = {}; } };
  var RenderingType = { RASTER: 'RASTER', VECTOR: 'VECTOR', UNINITIALIZED: 'UNINITIALIZED' };
  Object.assign(maps, { Map: Map, Marker: Marker, LatLng: LatLng, event: event, version: '3.60.0', RenderingType: RenderingType,
    Settings: { getInstance: function () { return {}; } } });
  var libraries = { core: { LatLng: LatLng, event: event }, maps: { Map: Map, RenderingType: RenderingType }, marker: { Marker: Marker } };
  maps.importLibrary = function (name) { return Promise.resolve(libraries[name] || {}); };
  if (typeof maps.__ib__ === 'function') maps.__ib__();
})();`

/**
 * Serves the stand-in for the Maps script and gives the console a test key as a deploy does: in its
 * config.json (mocks/server.ts), whose policy then lets the Maps script in. A reset of the mock ends it.
 */
export async function useMapsStandIn(page: Page, options: { authFailure?: boolean } = {}) {
  expect((await page.request.put('/__mock/config', { data: { googleMapsKey: 'e2e-test-key' } })).ok()).toBe(true)
  const body = options.authFailure
    ? `${STAND_IN}\nsetTimeout(function () { window.gm_authFailure && window.gm_authFailure(); }, 0);`
    : STAND_IN
  await page.route('https://maps.googleapis.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body }))
}
