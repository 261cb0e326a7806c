/* hive-lint graph: draws the module graph held by this page's JSON document (#graph-data) as SVG.
 *
 * Layout (layered, after Sugiyama): cycles are broken by reversing the back edges of a
 * depth-first search; layers by longest path, so a module sits above everything it depends on
 * and the modules nothing depends on below sit at the bottom; long edges get dummy vertices;
 * a few barycenter sweeps order each layer, keeping the order with the fewest crossings; x
 * positions move toward their neighbours under the order and spacing constraints (isotonic
 * regression per layer). Code and rule edges shape the layout; business edges are drawn over
 * it as arcs. Nothing is random and the data is sorted: the same page always draws the same
 * picture.
 *
 * Errors are recorded in the body's data-errors attribute, and the finished drawing sets its
 * data-ready attribute to true, so a headless browser can tell that the page works.
 */
(function () {
  'use strict';

  var errors = [];
  function recordError(text) {
    errors.push(String(text));
    document.body.setAttribute('data-errors', errors.join('\n'));
  }
  window.addEventListener('error', function (event) {
    recordError((event.message || 'error') + (event.filename ? ' at ' + event.filename + ':' + event.lineno : ''));
  });
  window.addEventListener('unhandledrejection', function (event) {
    recordError('unhandled rejection: ' + event.reason);
  });
  var consoleError = console.error;
  console.error = function () {
    recordError(Array.prototype.map.call(arguments, String).join(' '));
    return consoleError.apply(console, arguments);
  };

  var SVG = 'http://www.w3.org/2000/svg';
  var NODE_HEIGHT = 30;
  var LAYER_GAP = 56;
  var NODE_GAP = 22;
  var DUMMY_WIDTH = 4;
  var DUMMY_GAP = 12;
  var FONT = '12px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif';

  function svgElement(name, attributes, parent) {
    var element = document.createElementNS(SVG, name);
    for (var key in attributes) {
      if (Object.prototype.hasOwnProperty.call(attributes, key)) element.setAttribute(key, attributes[key]);
    }
    if (parent) parent.appendChild(element);
    return element;
  }

  function htmlElement(tag, text, parent, className) {
    var element = document.createElement(tag);
    if (text !== undefined && text !== null) element.textContent = text;
    if (className) element.className = className;
    if (parent) parent.appendChild(element);
    return element;
  }

  function round(value) {
    return Math.round(value * 10) / 10;
  }

  // ---------------------------------------------------------------- data

  function prepare(data) {
    var kinds = {};
    data.kinds.forEach(function (kind) { kinds[kind.name] = kind; });
    var index = {};
    var canvas = document.createElement('canvas');
    var context = canvas.getContext ? canvas.getContext('2d') : null;
    if (context) context.font = FONT;
    var nodes = data.nodes.map(function (node, i) {
      index[node.name] = i;
      var label = node.members.length ? node.name + ' (' + node.members.length + ')' : node.name;
      var textWidth = context ? context.measureText(label).width : label.length * 7;
      return {
        index: i, data: node, label: label, style: kinds[node.kind] || { fill: '#fff', border: '#566573' },
        width: Math.max(56, Math.ceil(textWidth) + 22), outgoing: [], incoming: [], element: null
      };
    });
    var edges = [];
    data.edges.forEach(function (edge) {
      var source = index[edge.from];
      var target = index[edge.to];
      if (source === undefined || target === undefined || source === target) return;
      var item = { index: edges.length, data: edge, source: source, target: target, element: null, label: null };
      edges.push(item);
      nodes[source].outgoing.push(item);
      nodes[target].incoming.push(item);
    });
    return { data: data, kinds: kinds, nodes: nodes, edges: edges, index: index };
  }

  // ---------------------------------------------------------------- layout

  function computeLayout(graph) {
    var n = graph.nodes.length;
    var successors = [];
    var i, j;
    for (i = 0; i < n; i++) successors.push([]);
    var seen = {};
    graph.edges.forEach(function (edge) {
      if (edge.data.type === 'business') return;
      var key = edge.source + ',' + edge.target;
      if (seen[key]) return;
      seen[key] = true;
      successors[edge.source].push(edge.target);
    });

    // Break cycles: reverse the back edges of a depth-first search in node order.
    var state = new Int8Array(n);
    var reversed = {};
    for (var start = 0; start < n; start++) {
      if (state[start]) continue;
      var stack = [[start, 0]];
      state[start] = 1;
      while (stack.length) {
        var top = stack[stack.length - 1];
        var vertex = top[0];
        if (top[1] < successors[vertex].length) {
          var next = successors[vertex][top[1]++];
          if (state[next] === 0) {
            state[next] = 1;
            stack.push([next, 0]);
          } else if (state[next] === 1) {
            reversed[vertex + ',' + next] = true;
          }
        } else {
          state[vertex] = 2;
          stack.pop();
        }
      }
    }
    var dag = [];
    var dagSeen = {};
    for (i = 0; i < n; i++) dag.push([]);
    for (i = 0; i < n; i++) {
      successors[i].forEach(function (target) {
        var from = reversed[i + ',' + target] ? target : i;
        var to = reversed[i + ',' + target] ? i : target;
        var key = from + ',' + to;
        if (dagSeen[key]) return;
        dagSeen[key] = true;
        dag[from].push(to);
      });
    }

    // Layers: height = longest path down to a module nothing below depends on.
    var indegree = new Int32Array(n);
    for (i = 0; i < n; i++) dag[i].forEach(function (to) { indegree[to]++; });
    var order = [];
    for (i = 0; i < n; i++) if (indegree[i] === 0) order.push(i);
    for (j = 0; j < order.length; j++) {
      dag[order[j]].forEach(function (to) {
        if (--indegree[to] === 0) order.push(to);
      });
    }
    var height = new Int32Array(n);
    var maxHeight = 0;
    for (j = order.length - 1; j >= 0; j--) {
      var v = order[j];
      var h = 0;
      dag[v].forEach(function (to) { h = Math.max(h, height[to] + 1); });
      height[v] = h;
      maxHeight = Math.max(maxHeight, h);
    }
    // A module with users but nothing below it sits just under its highest user, not at the bottom.
    var predecessors = [];
    for (i = 0; i < n; i++) predecessors.push([]);
    for (i = 0; i < n; i++) dag[i].forEach(function (to) { predecessors[to].push(i); });
    var layer = new Int32Array(n);
    for (j = 0; j < order.length; j++) {
      var w = order[j];
      layer[w] = maxHeight - height[w];
    }
    for (j = order.length - 1; j >= 0; j--) {
      var u = order[j];
      if (dag[u].length === 0 && predecessors[u].length > 0) {
        var highest = 0;
        predecessors[u].forEach(function (p) { highest = Math.max(highest, layer[p] + 1); });
        layer[u] = highest;
      }
    }

    // Wide layers wrap into several rows (modules of one layer never depend on each other, so
    // any split keeps every edge pointing down); empty layers close up.
    var rowLimit = Math.max(12, Math.round(1.6 * Math.sqrt(n)));
    var byLayer = [];
    for (i = 0; i <= maxHeight; i++) byLayer.push([]);
    for (i = 0; i < n; i++) byLayer[layer[i]].push(i);
    var row = 0;
    byLayer.forEach(function (members) {
      var rows = Math.ceil(members.length / rowLimit);
      members.forEach(function (vertex, k) { layer[vertex] = row + k % rows; });
      row += rows;
    });
    maxHeight = Math.max(0, row - 1);

    // Vertices: the modules, then the dummies of long edges. Chains by "from,to" of the DAG.
    var vertexLayer = Array.prototype.slice.call(layer);
    var vertexWidth = graph.nodes.map(function (node) { return node.width; });
    var up = [];
    var down = [];
    for (i = 0; i < n; i++) { up.push([]); down.push([]); }
    var chains = {};
    for (i = 0; i < n; i++) {
      dag[i].forEach(function (to) {
        var chain = [i];
        var previous = i;
        for (var l = layer[i] + 1; l < layer[to]; l++) {
          var dummy = vertexLayer.length;
          vertexLayer.push(l);
          vertexWidth.push(DUMMY_WIDTH);
          up.push([previous]);
          down.push([]);
          down[previous].push(dummy);
          chain.push(dummy);
          previous = dummy;
        }
        down[previous].push(to);
        up[to].push(previous);
        chain.push(to);
        chains[i + ',' + to] = chain;
      });
    }
    var count = vertexLayer.length;
    // Many long edges: their dummies sit closer, so edges bundle instead of widening the picture.
    var dummyGap = count - n > 3 * n ? 2 : DUMMY_GAP;
    var layerCount = maxHeight + 1;
    var layers = [];
    for (i = 0; i < layerCount; i++) layers.push([]);
    for (i = 0; i < count; i++) layers[vertexLayer[i]].push(i);

    // Order within layers: barycenter sweeps, keeping the best.
    var position = new Float64Array(count);
    function number() {
      layers.forEach(function (members) { members.forEach(function (vertex, k) { position[vertex] = k; }); });
    }
    number();
    function crossings() {
      var total = 0;
      for (var l = 0; l + 1 < layerCount; l++) {
        var pairs = [];
        layers[l].forEach(function (vertex) {
          down[vertex].forEach(function (to) { pairs.push([position[vertex], position[to]]); });
        });
        pairs.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1]; });
        var size = layers[l + 1].length;
        var tree = new Int32Array(size + 1);
        var seenCount = 0;
        for (var p = 0; p < pairs.length; p++) {
          var target = pairs[p][1] + 1;
          var notAbove = 0;
          for (var x = target; x > 0; x -= x & -x) notAbove += tree[x];
          total += seenCount - notAbove;
          seenCount++;
          for (var y = target; y <= size; y += y & -y) tree[y]++;
        }
      }
      return total;
    }
    function sweep(downward) {
      var from = downward ? 1 : layerCount - 2;
      var step = downward ? 1 : -1;
      for (var l = from; l >= 0 && l < layerCount; l += step) {
        var members = layers[l];
        var reference = layers[l - step] ? layers[l - step].length : 1;
        var scale = reference / Math.max(1, members.length);
        var keys = {};
        members.forEach(function (vertex) {
          var neighbours = downward ? up[vertex] : down[vertex];
          if (neighbours.length === 0) {
            keys[vertex] = position[vertex] * scale;
            return;
          }
          var sum = 0;
          neighbours.forEach(function (other) { sum += position[other]; });
          keys[vertex] = sum / neighbours.length;
        });
        members.sort(function (a, b) { return keys[a] - keys[b] || position[a] - position[b]; });
        members.forEach(function (vertex, k) { position[vertex] = k; });
      }
    }
    var best = layers.map(function (members) { return members.slice(); });
    var bestCrossings = crossings();
    var sweeps = count > 20000 ? 4 : count > 5000 ? 8 : 16;
    for (var s = 0; s < sweeps && bestCrossings > 0; s++) {
      sweep(s % 2 === 0);
      var crossingsNow = crossings();
      if (crossingsNow < bestCrossings) {
        bestCrossings = crossingsNow;
        best = layers.map(function (members) { return members.slice(); });
      }
    }
    layers = best;
    number();

    // x: start packed, then move each layer toward its neighbours (isotonic regression keeps
    // the order and the spacing).
    var x = new Float64Array(count);
    function gap(a, b) {
      return (vertexWidth[a] + vertexWidth[b]) / 2 + (a < n && b < n ? NODE_GAP : dummyGap);
    }
    layers.forEach(function (members) {
      var cursor = 0;
      members.forEach(function (vertex, k) {
        if (k > 0) cursor += gap(members[k - 1], vertex);
        x[vertex] = cursor;
      });
      var shift = cursor / 2;
      members.forEach(function (vertex) { x[vertex] -= shift; });
    });
    function place(members, useUp, useDown) {
      var offsets = [];
      var targets = [];
      var weights = [];
      var offset = 0;
      members.forEach(function (vertex, k) {
        if (k > 0) offset += gap(members[k - 1], vertex);
        offsets.push(offset);
        var sum = 0;
        var total = 0;
        if (useUp) up[vertex].forEach(function (other) { sum += x[other]; total++; });
        if (useDown) down[vertex].forEach(function (other) { sum += x[other]; total++; });
        targets.push((total ? sum / total : x[vertex]) - offset);
        weights.push(total ? (vertex < n ? 1 : 2) : 0.01);
      });
      // Pool adjacent violators: the closest non-decreasing sequence to the targets.
      var values = [];
      var blockWeights = [];
      var sizes = [];
      targets.forEach(function (target, k) {
        values.push(target);
        blockWeights.push(weights[k]);
        sizes.push(1);
        while (values.length > 1 && values[values.length - 2] > values[values.length - 1]) {
          var b = values.length - 1;
          var weight = blockWeights[b - 1] + blockWeights[b];
          values[b - 1] = (values[b - 1] * blockWeights[b - 1] + values[b] * blockWeights[b]) / weight;
          blockWeights[b - 1] = weight;
          sizes[b - 1] += sizes[b];
          values.pop();
          blockWeights.pop();
          sizes.pop();
        }
      });
      var k = 0;
      values.forEach(function (value, block) {
        for (var m = 0; m < sizes[block]; m++, k++) x[members[k]] = value + offsets[k];
      });
    }
    for (var pass = 0; pass < 8; pass++) {
      var downward = pass % 2 === 0;
      for (var l = downward ? 1 : layerCount - 2; l >= 0 && l < layerCount; l += downward ? 1 : -1) {
        place(layers[l], downward, !downward);
      }
    }
    for (var l2 = 0; l2 < layerCount; l2++) place(layers[l2], true, true);

    var minX = Infinity;
    for (i = 0; i < count; i++) minX = Math.min(minX, x[i] - vertexWidth[i] / 2);
    var positions = [];
    var maxX = 0;
    for (i = 0; i < count; i++) {
      positions.push({ x: round(x[i] - minX), y: vertexLayer[i] * (NODE_HEIGHT + LAYER_GAP) });
      maxX = Math.max(maxX, x[i] - minX + vertexWidth[i] / 2);
    }
    return {
      positions: positions, chains: chains, reversed: reversed, crossings: bestCrossings,
      width: maxX, height: (layerCount - 1) * (NODE_HEIGHT + LAYER_GAP) + NODE_HEIGHT
    };
  }

  // ---------------------------------------------------------------- drawing

  function edgeColor(graph, edge) {
    var colors = graph.data.colors;
    if (edge.data.violations.length) return colors.violation;
    if (edge.data.cycle) return colors.cycle;
    return edge.data.type === 'business' ? colors.business : colors.code;
  }

  function markerName(graph, edge) {
    if (edge.data.violations.length) return 'violation';
    if (edge.data.cycle) return 'cycle';
    return edge.data.type === 'business' ? 'business' : 'code';
  }

  /** The points of a code or rule edge: along its chain of dummies, from border to border. */
  function chainPoints(graph, layout, edge) {
    var key = edge.source + ',' + edge.target;
    var chain = layout.chains[key];
    var backwards = false;
    if (!chain || layout.reversed[key]) {
      chain = layout.chains[edge.target + ',' + edge.source];
      backwards = true;
    }
    if (!chain) return null;
    var shift = backwards ? 8 : 0;
    var points = chain.map(function (vertex) {
      return { x: layout.positions[vertex].x + shift, y: layout.positions[vertex].y };
    });
    points[0].y += NODE_HEIGHT / 2;
    points[points.length - 1].y -= NODE_HEIGHT / 2;
    if (backwards) points.reverse();
    return points;
  }

  function smoothPath(points) {
    var d = 'M' + round(points[0].x) + ',' + round(points[0].y);
    for (var k = 1; k < points.length; k++) {
      var a = points[k - 1];
      var b = points[k];
      var dy = (b.y - a.y) / 2;
      d += 'C' + round(a.x) + ',' + round(a.y + dy) + ' ' + round(b.x) + ',' + round(b.y - dy) + ' ' + round(b.x) + ',' + round(b.y);
    }
    return d;
  }

  /** Where the line from a node's centre toward (tx, ty) leaves its box. */
  function border(node, position, tx, ty) {
    var dx = tx - position.x;
    var dy = ty - position.y;
    var halfWidth = node.width / 2 + 2;
    var halfHeight = NODE_HEIGHT / 2 + 2;
    if (dx === 0 && dy === 0) return { x: position.x, y: position.y };
    var scale = 1 / Math.max(Math.abs(dx) / halfWidth, Math.abs(dy) / halfHeight);
    return { x: position.x + dx * scale, y: position.y + dy * scale };
  }

  /** A business edge: an arc bending left of its direction (so A→B and B→A stay apart). */
  function arc(graph, layout, edge) {
    var a = layout.positions[edge.source];
    var b = layout.positions[edge.target];
    var mx = (a.x + b.x) / 2;
    var my = (a.y + b.y) / 2;
    var dx = b.x - a.x;
    var dy = b.y - a.y;
    var length = Math.sqrt(dx * dx + dy * dy) || 1;
    var bend = 24 + length * 0.12;
    var control = { x: mx - dy / length * bend, y: my + dx / length * bend };
    var start = border(graph.nodes[edge.source], a, control.x, control.y);
    var end = border(graph.nodes[edge.target], b, control.x, control.y);
    return {
      d: 'M' + round(start.x) + ',' + round(start.y) + 'Q' + round(control.x) + ',' + round(control.y) + ' ' + round(end.x) + ',' + round(end.y),
      middle: { x: (start.x + 2 * control.x + end.x) / 4, y: (start.y + 2 * control.y + end.y) / 4 }
    };
  }

  function pointAlong(points, fraction) {
    var lengths = [0];
    for (var k = 1; k < points.length; k++) {
      lengths.push(lengths[k - 1] + Math.hypot(points[k].x - points[k - 1].x, points[k].y - points[k - 1].y));
    }
    var half = lengths[lengths.length - 1] * fraction;
    for (var m = 1; m < points.length; m++) {
      if (lengths[m] >= half) {
        var t = (half - lengths[m - 1]) / ((lengths[m] - lengths[m - 1]) || 1);
        return { x: points[m - 1].x + (points[m].x - points[m - 1].x) * t, y: points[m - 1].y + (points[m].y - points[m - 1].y) * t };
      }
    }
    return points[0];
  }

  function render(graph, layout) {
    var defs = document.getElementById('markers');
    var colors = graph.data.colors;
    ['code', 'business', 'violation', 'cycle'].forEach(function (name) {
      var marker = svgElement('marker', {
        id: 'arrow-' + name, viewBox: '0 0 10 10', refX: '9', refY: '5', markerWidth: '9', markerHeight: '9',
        markerUnits: 'userSpaceOnUse', orient: 'auto'
      }, defs);
      svgElement('path', { d: 'M0,1L10,5L0,9z', fill: colors[name] }, marker);
    });

    var edgeLayer = document.getElementById('edges');
    var labelLayer = document.getElementById('labels');
    var nodeLayer = document.getElementById('nodes');
    graph.edges.forEach(function (edge) {
      var d;
      var middle;
      if (edge.data.type === 'business') {
        var curve = arc(graph, layout, edge);
        d = curve.d;
        middle = curve.middle;
      } else {
        var points = chainPoints(graph, layout, edge);
        if (!points) return;
        d = smoothPath(points);
        // Labels of the two directions between a pair sit apart.
        middle = pointAlong(points, points[0].y > points[points.length - 1].y ? 0.7 : 0.55);
      }
      var classes = ['edge', 'type-' + edge.data.type];
      if (edge.data.cycle) classes.push('cycle');
      if (edge.data.violations.length) classes.push('violating');
      var attributes = { 'class': classes.join(' '), 'data-edge': edge.data.from + '->' + edge.data.to, 'data-type': edge.data.type };
      var rules = uniqueRules(edge.data.violations);
      if (rules.length) attributes['data-violation'] = rules.join(' ');
      var group = svgElement('g', attributes, edgeLayer);
      svgElement('title', {}, group).textContent = edgeTitle(edge);
      svgElement('path', { 'class': 'line', d: d, stroke: edgeColor(graph, edge), 'marker-end': 'url(#arrow-' + markerName(graph, edge) + ')' }, group);
      svgElement('path', { 'class': 'hit', d: d }, group);
      group.hitEdge = edge;
      edge.element = group;
      if (rules.length) {
        var label = svgElement('text', {
          'class': 'label type-' + edge.data.type, x: round(middle.x), y: round(middle.y), fill: colors.violation
        }, labelLayer);
        label.textContent = rules.join(', ');
        edge.label = label;
      }
    });
    graph.nodes.forEach(function (node) {
      var position = layout.positions[node.index];
      var classes = ['node', 'kind-' + node.data.kind];
      if (node.data.violations.length) classes.push('violating');
      if (node.data.members.length) classes.push('collapsed');
      var group = svgElement('g', {
        'class': classes.join(' '), 'data-module': node.data.name, 'data-kind': node.data.kind,
        transform: 'translate(' + position.x + ',' + position.y + ')'
      }, nodeLayer);
      svgElement('title', {}, group).textContent = node.data.name + ' (' + node.data.kind + '): ' + node.data.reason;
      svgElement('rect', {
        x: -node.width / 2, y: -NODE_HEIGHT / 2, width: node.width, height: NODE_HEIGHT, rx: 6, ry: 6,
        fill: node.style.fill, stroke: node.style.border
      }, group);
      svgElement('text', { x: 0, y: 0 }, group).textContent = node.label;
      group.hitNode = node;
      node.element = group;
    });
  }

  function uniqueRules(violations) {
    var rules = [];
    violations.forEach(function (violation) {
      if (rules.indexOf(violation.rule) < 0) rules.push(violation.rule);
    });
    return rules;
  }

  function edgeTitle(edge) {
    var data = edge.data;
    var text = data.from + ' → ' + data.to + ': ';
    if (data.type === 'code') text += data.kinds.join(', ') + ' (' + data.evidence.length + ')';
    else if (data.type === 'business') text += 'services or routes (' + data.via.length + ')';
    else text += 'only a violation';
    if (data.cycle) text += ', on a cycle';
    uniqueRules(data.violations).forEach(function (rule) { text += '\n[' + rule + ']'; });
    return text;
  }

  // ---------------------------------------------------------------- interaction

  function interact(graph, layout) {
    var svg = document.getElementById('graph');
    var viewport = document.getElementById('viewport');
    var details = document.getElementById('details');
    var search = document.getElementById('search');
    var matches = document.getElementById('matches');
    var view = { x: 0, y: 0, k: 1 };
    var lit = [];
    var hiddenKinds = {};

    document.getElementById('title').textContent = 'hive-lint graph: ' + graph.data.root;
    document.getElementById('summary').textContent = graph.data.summary;
    var names = document.getElementById('module-names');
    graph.nodes.forEach(function (node) {
      var option = document.createElement('option');
      option.value = node.data.name;
      names.appendChild(option);
    });

    function apply() {
      viewport.setAttribute('transform', 'translate(' + round(view.x) + ',' + round(view.y) + ') scale(' + view.k.toFixed(4) + ')');
    }
    function size() {
      var box = svg.getBoundingClientRect();
      return { width: box.width || window.innerWidth || 800, height: box.height || window.innerHeight || 600 };
    }
    function fit() {
      var area = size();
      var margin = 30;
      var k = Math.min((area.width - 2 * margin) / Math.max(1, layout.width), (area.height - 2 * margin) / Math.max(1, layout.height), 1.4);
      view.k = Math.max(0.02, k);
      view.x = (area.width - layout.width * view.k) / 2;
      view.y = (area.height - layout.height * view.k) / 2 + NODE_HEIGHT / 2 * view.k;
      apply();
    }
    function zoom(factor, cx, cy) {
      var k = Math.min(6, Math.max(0.02, view.k * factor));
      view.x = cx - (cx - view.x) * (k / view.k);
      view.y = cy - (cy - view.y) * (k / view.k);
      view.k = k;
      apply();
    }
    function center(node) {
      var area = size();
      var position = layout.positions[node.index];
      view.k = Math.max(view.k, 1);
      view.x = area.width / 2 - position.x * view.k;
      view.y = area.height / 2 - position.y * view.k;
      apply();
    }

    // Pan by dragging, zoom with the wheel.
    var drag = null;
    var moved = false;
    svg.addEventListener('pointerdown', function (event) {
      if (event.button !== 0) return;
      drag = { x: event.clientX, y: event.clientY, viewX: view.x, viewY: view.y };
      moved = false;
    });
    window.addEventListener('pointermove', function (event) {
      if (!drag) return;
      var dx = event.clientX - drag.x;
      var dy = event.clientY - drag.y;
      if (!moved && Math.abs(dx) + Math.abs(dy) < 4) return;
      moved = true;
      svg.classList.add('dragging');
      view.x = drag.viewX + dx;
      view.y = drag.viewY + dy;
      apply();
    });
    window.addEventListener('pointerup', function () {
      drag = null;
      svg.classList.remove('dragging');
    });
    svg.addEventListener('wheel', function (event) {
      event.preventDefault();
      var box = svg.getBoundingClientRect();
      var delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      zoom(Math.exp(-delta * 0.0015), event.clientX - box.left, event.clientY - box.top);
    }, { passive: false });

    // Selection.
    function clearLit() {
      lit.forEach(function (element) { element.classList.remove('lit', 'selected'); });
      lit = [];
      svg.classList.remove('focus');
    }
    function light(element, selected) {
      if (!element) return;
      element.classList.add('lit');
      if (selected) element.classList.add('selected');
      lit.push(element);
    }
    function clearSelection() {
      clearLit();
      details.textContent = '';
      htmlElement('p', 'Click a module for its kind and why, an edge for its evidence. Drag to pan, scroll to zoom.', details, 'hint');
    }
    function link(text, parent, onClick) {
      var anchor = htmlElement('a', text, parent);
      anchor.setAttribute('role', 'button');
      anchor.tabIndex = 0;
      anchor.addEventListener('click', onClick);
      return anchor;
    }
    function chip(kind, parent) {
      var style = graph.kinds[kind] || { fill: '#fff', border: '#566573' };
      var element = htmlElement('span', kind, parent, 'chip');
      element.style.background = style.fill;
      element.style.borderColor = style.border;
      return element;
    }
    function violationList(violations, parent) {
      if (!violations.length) return;
      htmlElement('h3', 'Violations (' + violations.length + ')', parent);
      var list = htmlElement('ul', null, parent);
      violations.forEach(function (violation) {
        var item = htmlElement('li', null, list);
        htmlElement('span', violation.rule, item, 'rule');
        htmlElement('span', ' ' + violation.severity, item, 'severity');
        htmlElement('div', violation.message, item);
        htmlElement('div', violation.at, item, 'at');
      });
    }

    function selectNode(node) {
      clearLit();
      svg.classList.add('focus');
      light(node.element, true);
      var data = node.data;
      details.textContent = '';
      htmlElement('h2', data.name, details);
      var line = htmlElement('p', null, details);
      chip(data.kind, line);
      if (data.path) htmlElement('span', ' ' + data.path, line, 'at');
      htmlElement('h3', data.members.length ? 'Collapsed' : 'Why this kind', details);
      htmlElement('p', data.reason, details);
      if (data.declaredBy) {
        htmlElement('h3', 'Declared by', details);
        htmlElement('p', data.declaredBy + ' · ' + data.files + (data.files === 1 ? ' source file' : ' source files'), details, 'at');
      }
      if (data.members.length) {
        htmlElement('h3', 'Modules (' + data.members.length + ')', details);
        htmlElement('p', data.members.join(', '), details);
      }
      violationList(data.violations, details);
      var groups = [
        ['Depends on', node.outgoing.filter(function (e) { return e.data.type !== 'business'; }), true],
        ['Used by', node.incoming.filter(function (e) { return e.data.type !== 'business'; }), false],
        ['Uses services or routes of', node.outgoing.filter(function (e) { return e.data.type === 'business'; }), true],
        ['Its services or routes are used by', node.incoming.filter(function (e) { return e.data.type === 'business'; }), false]
      ];
      groups.forEach(function (group) {
        var edges = group[1].filter(function (edge) { return isShown(edge); });
        edges.forEach(function (edge) {
          light(edge.element);
          light(edge.label);
          light(graph.nodes[group[2] ? edge.target : edge.source].element);
        });
        if (!edges.length) return;
        htmlElement('h3', group[0] + ' (' + edges.length + ')', details);
        var list = htmlElement('ul', null, details);
        edges.forEach(function (edge) {
          var item = htmlElement('li', null, list);
          var other = graph.nodes[group[2] ? edge.target : edge.source];
          link(other.data.name, item, function () { selectNode(other); });
          var what = edge.data.type === 'code' ? edge.data.kinds.join(', ') + ' (' + edge.data.evidence.length + ')'
            : edge.data.type === 'business' ? edge.data.via.length + ' consumer site' + (edge.data.via.length === 1 ? '' : 's') : 'violation only';
          htmlElement('span', ' ', item);
          link(what, item, function () { selectEdge(edge); }).className = 'at';
          uniqueRules(edge.data.violations).forEach(function (rule) { htmlElement('span', ' ' + rule, item, 'rule'); });
        });
      });
    }

    function selectEdge(edge) {
      clearLit();
      svg.classList.add('focus');
      light(edge.element, true);
      light(edge.label);
      light(graph.nodes[edge.source].element);
      light(graph.nodes[edge.target].element);
      var data = edge.data;
      details.textContent = '';
      var title = htmlElement('h2', null, details);
      link(data.from, title, function () { selectNode(graph.nodes[edge.source]); });
      htmlElement('span', ' → ', title);
      link(data.to, title, function () { selectNode(graph.nodes[edge.target]); });
      var kind = data.type === 'code' ? 'Code dependency: ' + data.kinds.join(', ')
        : data.type === 'business' ? 'Business dependency: ' + data.from + ' uses services or routes ' + data.to + ' provides'
          : 'No code or business dependency: only the violation relates them';
      htmlElement('p', kind + (data.cycle ? '. On a cycle of code dependencies.' : '.'), details);
      violationList(data.violations, details);
      if (data.evidence.length) {
        htmlElement('h3', 'Evidence (' + data.evidence.length + ')', details);
        var list = htmlElement('ul', null, details);
        data.evidence.forEach(function (evidence) {
          var item = htmlElement('li', null, list);
          htmlElement('div', evidence.at + ' · ' + evidence.kind, item, 'at');
          htmlElement('code', evidence.text, item);
          if (evidence.declaredAt) htmlElement('div', (evidence.symbol ? evidence.symbol + ' ' : '') + '→ ' + evidence.declaredAt, item, 'at');
          if (evidence.condition) htmlElement('div', '#if ' + evidence.condition, item, 'at');
        });
      }
      if (data.via.length) {
        htmlElement('h3', 'Consumer sites (' + data.via.length + ')', details);
        var sites = htmlElement('ul', null, details);
        data.via.forEach(function (site) {
          var item = htmlElement('li', null, sites);
          htmlElement('div', site.at + ' · ' + site.mechanism, item, 'at');
          htmlElement('code', site.kind + ' ' + site.key, item);
        });
      }
    }

    svg.addEventListener('click', function (event) {
      if (moved) return;
      var target = event.target;
      while (target && target !== svg && !target.hitNode && !target.hitEdge) target = target.parentNode;
      if (target && target.hitNode) selectNode(target.hitNode);
      else if (target && target.hitEdge) selectEdge(target.hitEdge);
      else clearSelection();
    });

    // Search.
    var found = [];
    function findModules(query) {
      found.forEach(function (node) { node.element.classList.remove('match'); });
      found = [];
      var text = query.trim().toLowerCase();
      if (text) {
        found = graph.nodes.filter(function (node) { return node.data.name.toLowerCase().indexOf(text) >= 0; });
        found.forEach(function (node) { node.element.classList.add('match'); });
      }
      matches.textContent = text ? found.length + (found.length === 1 ? ' module' : ' modules') : '';
      return text;
    }
    function goToMatch() {
      var text = findModules(search.value);
      if (!text || !found.length) return;
      var exact = found.filter(function (node) { return node.data.name.toLowerCase() === text; })[0] || found[0];
      center(exact);
      selectNode(exact);
    }
    search.addEventListener('input', function () {
      var text = findModules(search.value);
      var exact = found.filter(function (node) { return node.data.name.toLowerCase() === text; });
      if (exact.length === 1) goToMatch();
    });
    search.addEventListener('keydown', function (event) {
      if (event.key === 'Enter') goToMatch();
      if (event.key === 'Escape') {
        search.value = '';
        findModules('');
        search.blur();
      }
    });
    document.addEventListener('keydown', function (event) {
      if (event.target === search) return;
      if (event.key === '/') {
        event.preventDefault();
        search.focus();
      } else if (event.key === 'Escape') {
        clearSelection();
      } else if (event.key === '0') {
        fit();
      } else if (event.key === '+' || event.key === '=') {
        var area = size();
        zoom(1.25, area.width / 2, area.height / 2);
      } else if (event.key === '-') {
        var box = size();
        zoom(0.8, box.width / 2, box.height / 2);
      }
    });

    // Code, business or both; hidden kinds.
    var currentView = 'both';
    function isShown(edge) {
      if (currentView !== 'both' && edge.data.type !== 'rule' && edge.data.type !== currentView) return false;
      return !hiddenKinds[graph.nodes[edge.source].data.kind] && !hiddenKinds[graph.nodes[edge.target].data.kind];
    }
    var buttons = document.querySelectorAll('#views button');
    Array.prototype.forEach.call(buttons, function (button) {
      button.addEventListener('click', function () {
        currentView = button.getAttribute('data-view');
        Array.prototype.forEach.call(buttons, function (other) { other.classList.toggle('on', other === button); });
        svg.classList.toggle('view-code', currentView === 'code');
        svg.classList.toggle('view-business', currentView === 'business');
      });
    });
    function applyHiddenKinds() {
      graph.nodes.forEach(function (node) { node.element.classList.toggle('hidden', !!hiddenKinds[node.data.kind]); });
      graph.edges.forEach(function (edge) {
        var hidden = !!hiddenKinds[graph.nodes[edge.source].data.kind] || !!hiddenKinds[graph.nodes[edge.target].data.kind];
        if (edge.element) edge.element.classList.toggle('hidden', hidden);
        if (edge.label) edge.label.classList.toggle('hidden', hidden);
      });
    }
    document.getElementById('fit').addEventListener('click', fit);

    legend(graph, function (kind, element) {
      hiddenKinds[kind] = !hiddenKinds[kind];
      element.classList.toggle('off', hiddenKinds[kind]);
      applyHiddenKinds();
    });
    fit();

    // A link to the page may name what to show: #module=Name or #edge=From->To.
    var hash = decodeURIComponent((window.location.hash || '').slice(1));
    if (hash.indexOf('module=') === 0 && graph.index[hash.slice(7)] !== undefined) {
      center(graph.nodes[graph.index[hash.slice(7)]]);
      selectNode(graph.nodes[graph.index[hash.slice(7)]]);
    } else if (hash.indexOf('edge=') === 0) {
      var wanted = graph.edges.filter(function (edge) { return edge.data.from + '->' + edge.data.to === hash.slice(5); });
      if (wanted.length) selectEdge(wanted[0]);
    }
  }

  function legend(graph, toggleKind) {
    var box = document.getElementById('legend');
    var counts = {};
    graph.nodes.forEach(function (node) { counts[node.data.kind] = (counts[node.data.kind] || 0) + 1; });
    var kindsRow = htmlElement('div', null, box, 'row');
    graph.data.kinds.forEach(function (kind) {
      if (!counts[kind.name]) return;
      var item = htmlElement('span', null, kindsRow, 'kind');
      item.title = 'Show or hide ' + kind.name + ' modules';
      var swatch = htmlElement('span', null, item, 'swatch');
      swatch.style.background = kind.fill;
      swatch.style.borderColor = kind.border;
      htmlElement('span', kind.name + ' ' + counts[kind.name], item);
      item.addEventListener('click', function () { toggleKind(kind.name, item); });
    });
    var colors = graph.data.colors;
    var edgesRow = htmlElement('div', null, box, 'row');
    [
      ['code dependency', colors.code, '', 1.4],
      ['business dependency', colors.business, '6 4', 1.4],
      ['violation (rule name)', colors.violation, '', 2.2],
      ['on a cycle', colors.cycle, '', 2.6],
      ['violation only', colors.violation, '2 3', 2]
    ].forEach(function (entry) {
      var item = htmlElement('span', null, edgesRow);
      var sample = svgElement('svg', { width: 30, height: 10 }, item);
      var attributes = { x1: 1, y1: 5, x2: 29, y2: 5, stroke: entry[1], 'stroke-width': entry[3] };
      if (entry[2]) attributes['stroke-dasharray'] = entry[2];
      svgElement('line', attributes, sample);
      htmlElement('span', ' ' + entry[0], item);
    });
  }

  // ---------------------------------------------------------------- main

  try {
    var started = performance.now();
    var data = JSON.parse(document.getElementById('graph-data').textContent);
    var graph = prepare(data);
    var layout = computeLayout(graph);
    render(graph, layout);
    interact(graph, layout);
    document.body.setAttribute('data-crossings', String(layout.crossings));
    document.body.setAttribute('data-layout-ms', String(Math.round(performance.now() - started)));
    document.body.setAttribute('data-ready', 'true');
  } catch (error) {
    recordError(error && error.stack ? error.stack : error);
  }
})();
