# Two entry points a new user needs: `make demo` and `make test`. Both build .venv/ first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEMO_VAULT := demo-vault
DEMO_INDEX := $(VENV)/demo-index
DEMO_PORT ?= 8765

.PHONY: venv test test-python test-plugin demo bench clean

venv: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,semantic]'
	touch $(STAMP)

# Python last, so the run closes with pytest's summary line.
test: test-plugin test-python

test-python: $(STAMP)
	$(BIN)/python -m pytest -q

# The plugin's own checks (build, type check, lint, unit and browser tests) live in its package.json.
test-plugin: $(STAMP)
	@if [ -f plugin-bridge/package.json ]; then \
		cd plugin-bridge && npm ci --no-audit --no-fund && npm run check; \
	fi

demo: $(STAMP)
	$(BIN)/vault-recall index --vault $(DEMO_VAULT) --index-dir $(DEMO_INDEX)
	$(BIN)/vault-recall search --vault $(DEMO_VAULT) --index-dir $(DEMO_INDEX) --now 2026-11-30 -- 上次搞 PostgreSQL 是什麼時候
	$(BIN)/vault-recall serve --vault $(DEMO_VAULT) --index-dir $(DEMO_INDEX) --port $(DEMO_PORT) --announce

bench: $(STAMP)
	$(BIN)/python bench/run.py --notes 10000

clean:
	rm -rf $(VENV) plugin-bridge/node_modules
